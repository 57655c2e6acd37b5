import type {ClientModule} from '@docusaurus/types';

const DESKTOP_SIDEBAR = '.theme-doc-sidebar-container';
const MOBILE_SIDEBAR = '.navbar-sidebar';

/** The nearest ancestor of `element` that scrolls vertically, inside `root`. */
function scrollingAncestor(element: HTMLElement, root: Element): HTMLElement | undefined {
  for (let node = element.parentElement; node && root.contains(node); node = node.parentElement) {
    const {overflowY} = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return undefined;
}

/**
 * Centres the deepest active sidebar link inside the part of the sidebar that
 * scrolls, when it is not already in view. Only the sidebar scrolls, never the page.
 */
export function revealActiveItem(sidebar: Element | null): void {
  if (!sidebar) return;
  const links = sidebar.querySelectorAll<HTMLElement>('.menu__link--active');
  const active = links[links.length - 1];
  if (!active) return;
  const scroller = scrollingAncestor(active, sidebar);
  if (!scroller) return;
  const box = scroller.getBoundingClientRect();
  const link = active.getBoundingClientRect();
  if (link.top >= box.top && link.bottom <= box.bottom) return;
  scroller.scrollTop += link.top - box.top - (box.height - link.height) / 2;
}

// The drawer renders its menu when the reader opens it: reveal the item then.
let drawerObserver: MutationObserver | undefined;

function watchMobileDrawer(): void {
  const navbar = document.querySelector('.navbar');
  if (drawerObserver || !navbar) return;
  drawerObserver = new MutationObserver(() => {
    if (navbar.classList.contains('navbar-sidebar--show')) {
      requestAnimationFrame(() => revealActiveItem(document.querySelector(MOBILE_SIDEBAR)));
    }
  });
  drawerObserver.observe(navbar, {attributes: true, attributeFilter: ['class']});
}

const sidebarScroll: ClientModule = {
  onRouteDidUpdate() {
    requestAnimationFrame(() => revealActiveItem(document.querySelector(DESKTOP_SIDEBAR)));
    watchMobileDrawer();
  },
};

export default sidebarScroll;
