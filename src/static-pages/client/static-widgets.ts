import {COPIED_CLASS, COPIED_FOR_MS, COPIED_LABEL, COPY_LABEL} from '../../components/CodeBlock/copy-state';

/**
 * What React's Markdown components do after hydration, done on a static
 * page's server HTML (src/static-pages/plugin/static-contract.cjs lists the
 * elements a static page may hold because of this file):
 * - a table (src/components/ScrollableTable) sits in a scroller that becomes a
 *   focusable, labelled region when the table is wider than the page
 *   (WCAG 2.1.1), with the name HorizontalScroller gives it;
 * - a code block's copy button (src/components/CodeBlock/CopyButton) copies
 *   the code and says so for a second, as it does on a React page.
 */

/** The label src/components/HorizontalScroller gives an overflowing table's scroller. */
const TABLE_REGION_LABEL = 'Table (scrolls horizontally)';
/** The code block's copy button, as the server renders it. */
const CODE_COPY_BUTTON = `.theme-code-block button[aria-label="${COPY_LABEL}"]`;

/** The scroller ScrollableTable renders around each table: the table's parent, inside the scroller's frame. */
function tableScrollers(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll('table'))
    .map((table) => table.parentElement)
    .filter((scroller): scroller is HTMLElement => scroller instanceof HTMLDivElement && scroller.parentElement instanceof HTMLDivElement);
}

function frameIfWide(scroller: HTMLElement): void {
  // Even one pixel makes the element scroll (and makes axe ask for a tab stop).
  if (scroller.scrollWidth > scroller.clientWidth) {
    scroller.tabIndex = 0;
    scroller.setAttribute('role', 'region');
    scroller.setAttribute('aria-label', TABLE_REGION_LABEL);
  } else {
    scroller.removeAttribute('tabindex');
    scroller.removeAttribute('role');
    scroller.removeAttribute('aria-label');
  }
}

/** Keeps each wide table's scroller focusable while the page resizes. Returns the function that stops. */
export function frameWideTables(root: HTMLElement): () => void {
  const scrollers = tableScrollers(root);
  scrollers.forEach(frameIfWide);
  if (!('ResizeObserver' in window)) return () => undefined;
  const observer = new ResizeObserver((entries) => entries.forEach((entry) => frameIfWide(entry.target as HTMLElement)));
  scrollers.forEach((scroller) => observer.observe(scroller));
  return () => observer.disconnect();
}

/** Copies a code block when its copy button was clicked; says whether the click was one. */
export function copyCodeBlock(target: EventTarget | null, root: HTMLElement): boolean {
  const button = target instanceof Element ? target.closest(CODE_COPY_BUTTON) : null;
  if (!(button instanceof HTMLElement) || !root.contains(button)) return false;
  const code = button.closest('.theme-code-block')?.querySelector('pre code');
  // innerText: each line ends in a <br>, which textContent would drop.
  void navigator.clipboard.writeText(code instanceof HTMLElement ? code.innerText : '').then(() => {
    button.setAttribute('aria-label', COPIED_LABEL);
    button.classList.add(COPIED_CLASS);
    window.setTimeout(() => {
      button.setAttribute('aria-label', COPY_LABEL);
      button.classList.remove(COPIED_CLASS);
    }, COPIED_FOR_MS);
  });
  return true;
}
