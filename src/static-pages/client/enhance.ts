import {COPY_LABEL, copyExample} from '@site/src/components/ApiExample/copy';
import {isPlainClick, routeOfLink} from './links';
import {copyCodeBlock, frameWideTables} from './static-widgets';

interface Router {
  /** Opens a path in the app, as a Link click does. */
  navigate: (path: string) => void;
  /** Fetches a route's code (window.docusaurus.preload), as Link does on hover. */
  preload: (path: string) => void;
  /** Offers a route for prefetching (window.docusaurus.prefetch), as Link does when it becomes visible. */
  prefetch: (path: string) => void;
}

function closestLink(target: EventTarget | null, root: HTMLElement): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  return anchor instanceof HTMLAnchorElement && root.contains(anchor) ? anchor : null;
}

function setCopyLabel(button: HTMLElement, label: (typeof COPY_LABEL)[keyof typeof COPY_LABEL]): void {
  button.textContent = label.text;
  button.setAttribute('aria-label', label.aria);
}

/**
 * What React's components would do in a static page's server HTML (see
 * src/theme/DocItem/Content): links open in the app and fetch their route's
 * code on hover and when seen, examples' and code blocks' buttons copy, wide
 * tables can be scrolled from the keyboard (./static-widgets.ts). One listener per kind
 * of event on the content. Returns the function that removes them.
 */
export function enhanceStaticContent(root: HTMLElement, router: Router): () => void {
  const origin = window.location.origin;
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('.api-example__copy') : null;
    if (button instanceof HTMLElement && root.contains(button)) {
      const code = button.closest('.api-example')?.querySelector('code') ?? null;
      copyExample(code, () => setCopyLabel(button, COPY_LABEL.copied), () => setCopyLabel(button, COPY_LABEL.idle));
      return;
    }
    if (copyCodeBlock(event.target, root)) return;
    const anchor = closestLink(event.target, root);
    const route = anchor && routeOfLink(anchor, origin);
    if (!route || !isPlainClick(event)) return;
    // A link to a place on this page stays the browser's: it scrolls and keeps the history as a Link would.
    if (anchor.pathname === window.location.pathname && anchor.search === window.location.search && anchor.hash) return;
    event.preventDefault();
    router.navigate(route);
  };
  const preloaded = new Set<string>();
  const onPointer = (event: Event) => {
    const anchor = closestLink(event.target, root);
    const route = anchor && routeOfLink(anchor, origin);
    if (!route || preloaded.has(anchor.pathname)) return;
    preloaded.add(anchor.pathname);
    router.preload(anchor.pathname);
  };
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            router.prefetch((entry.target as HTMLAnchorElement).pathname);
          }
        })
      : null;
  const pageLinks = Array.from(root.querySelectorAll('a[href]')).filter(
    (anchor): anchor is HTMLAnchorElement => anchor instanceof HTMLAnchorElement && routeOfLink(anchor, origin) !== null && anchor.pathname !== window.location.pathname,
  );
  // One observation per route: a page links to the same few pages many times.
  const byRoute = new Map(pageLinks.map((anchor) => [anchor.pathname, anchor]));
  byRoute.forEach((anchor) => observer?.observe(anchor));
  const unframeTables = frameWideTables(root);
  root.addEventListener('click', onClick);
  root.addEventListener('mouseover', onPointer);
  root.addEventListener('touchstart', onPointer, {passive: true});
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('mouseover', onPointer);
    root.removeEventListener('touchstart', onPointer);
    observer?.disconnect();
    unframeTables();
  };
}
