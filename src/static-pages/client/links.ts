/** What routeOfLink reads of a link. */
export type LinkParts = Pick<HTMLAnchorElement, 'origin' | 'pathname' | 'search' | 'hash' | 'target' | 'hasAttribute'>;

/** A path the app can open itself: same origin, opened in this tab, a page rather than a file. */
export function routeOfLink(anchor: LinkParts, origin: string): string | null {
  if (anchor.origin !== origin || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  // A file of the build (an archive, a Markdown copy, llms.txt) is the server's to send.
  if (/\.[a-z0-9]+$/i.test(anchor.pathname.split('/').pop() ?? '')) return null;
  return anchor.pathname + anchor.search + anchor.hash;
}

/** Whether a click asks for a plain left-click navigation (not a new tab or window, as react-router's Link decides). */
export function isPlainClick(event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}
