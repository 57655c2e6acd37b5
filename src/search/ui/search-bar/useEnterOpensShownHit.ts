import {useEffect, type RefObject} from 'react';

/**
 * Enter opens the hit the dialog shows as selected. DocSearch reads Enter's
 * target from its own store, which React puts on screen only a task later: an
 * answer that has just arrived (what was typed last, or the refined results
 * once the full index is in) is in the store but not yet shown, and Enter
 * pressed in between, which the browser runs before that render, opened a hit
 * the reader had not seen. Clicking the shown hit does what DocSearch does for
 * a click: it records the recent search, closes the dialog and follows the
 * link inside the app. With modifiers, Enter keeps DocSearch's meaning (new tab
 * or window).
 */
export function useEnterOpensShownHit(container: RefObject<HTMLElement | null>, isOpen: boolean): void {
  useEffect(() => {
    const root = container.current;
    if (!isOpen || !root) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.isComposing || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      if (!(event.target instanceof HTMLElement) || !event.target.matches('.DocSearch-Input')) return;
      // Captured on the dialog's container, before DocSearch's own handler: it never sees this Enter.
      event.preventDefault();
      event.stopPropagation();
      // Nothing shown as selected: nothing to open, whatever the store holds.
      root.querySelector<HTMLAnchorElement>('.DocSearch-Hit[aria-selected="true"] a[href]')?.click();
    };
    root.addEventListener('keydown', onKeyDown, true);
    return () => root.removeEventListener('keydown', onKeyDown, true);
  }, [container, isOpen]);
}
