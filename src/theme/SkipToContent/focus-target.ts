export const SKIP_TO_CONTENT_FALLBACK_ID = '__docusaurus_skipToContent_fallback';

/** The page's main landmark, else the layout's fallback target. */
export function skipTarget(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('main') ?? doc.getElementById(SKIP_TO_CONTENT_FALLBACK_ID);
}

/**
 * Focuses an element that is not focusable by itself. The temporary tabindex
 * stays until focus leaves: removing it while the element has focus makes
 * current browsers drop focus back to <body>, which defeats the skip link.
 */
export function focusProgrammatically(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), {once: true});
  }
  element.focus();
}
