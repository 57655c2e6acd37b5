import type {Location} from 'history';
import {PREFETCH_BUDGET, PrefetchQueue, prefetchAllowed} from './policy';

type Prefetch = (routePath: string) => false | Promise<unknown>;
interface DocusaurusGlobal {
  prefetch: Prefetch;
}

const queue = new PrefetchQueue(PREFETCH_BUDGET);
let original: Prefetch | null = null;
let flushScheduled = false;

function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, {timeout: 4000});
  else setTimeout(callback, 2000);
}

function prefetchOneWhenIdle(routes: string[]): void {
  const routePath = routes.shift();
  if (routePath === undefined) return;
  // Docusaurus matches a route against every route of the site to find its
  // chunks: one route per idle period keeps each piece of work short.
  whenIdle(() => {
    void Promise.resolve(original?.(routePath)).catch(() => undefined);
    prefetchOneWhenIdle(routes);
  });
}

function flush(): void {
  flushScheduled = false;
  // A failed prefetch only means the click loads the code then.
  prefetchOneWhenIdle(queue.take());
}

function budgetedPrefetch(routePath: string): false {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  if (!prefetchAllowed(connection) || !queue.offer(routePath)) return false;
  if (!flushScheduled) {
    flushScheduled = true;
    // After the load event and an idle moment, so prefetches never compete
    // with the page's own code and images.
    const start = () => whenIdle(flush);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, {once: true});
  }
  return false;
}

/**
 * Docusaurus sets window.docusaurus after client modules load, so it is wrapped
 * on the first route update. Its object is read-only: the global is replaced by
 * a copy, which Link reads at each call. If even that is refused, Docusaurus
 * keeps prefetching as it does by default.
 */
function install(): void {
  const host = window as Window & {docusaurus?: DocusaurusGlobal};
  const docusaurus = host.docusaurus;
  if (!docusaurus || original) return;
  try {
    const stock = docusaurus.prefetch.bind(docusaurus);
    host.docusaurus = {...docusaurus, prefetch: budgetedPrefetch};
    original = stock;
  } catch {
    // stock behaviour
  }
}

export function onRouteDidUpdate({previousLocation, location}: {previousLocation: Location | null; location: Location}): void {
  install();
  if (previousLocation && previousLocation.pathname !== location.pathname) queue.newPageView();
}
