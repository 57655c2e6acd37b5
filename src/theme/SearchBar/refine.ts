import {useEffect, useState, type RefObject} from 'react';

const REFINE_AFTER_PAUSE_MS = 300;

/**
 * Asks DocSearch again for what the reader typed, after more of the index has
 * arrived. DocSearch keeps the old hits on screen until the new ones replace
 * them (no flicker). It puts the selection back on the first hit, so the query
 * is repeated only while the selection is there: a reader who moved down the
 * list keeps their place, and the next keystroke uses the fuller index.
 */
export function refineQuery(container: HTMLElement | null): void {
  const input = container?.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  const typed = input.value;
  // Only once the reader pauses: while they type, each keystroke already
  // queries the fuller index.
  window.setTimeout(() => {
    if (!input.isConnected || input.value !== typed || typed.trim() === '') return;
    const selected = container!.querySelector('.DocSearch-Hit[aria-selected="true"]');
    const first = container!.querySelector('.DocSearch-Hit');
    if (selected !== null && selected !== first) return;
    // React ignores an input event whose value it has already seen; forget it first.
    (input as HTMLInputElement & {_valueTracker?: {setValue(value: string): void}})._valueTracker?.setValue('');
    input.dispatchEvent(new Event('input', {bubbles: true}));
  }, REFINE_AFTER_PAUSE_MS);
}

/** A place for notices between the dialog's search field and its results, while the dialog is open. */
export function useNoticeSlot(container: RefObject<HTMLDivElement | null>, isOpen: boolean): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const root = container.current;
    if (!isOpen || !root) return undefined;
    const element = document.createElement('div');
    const place = () => {
      const bar = root.querySelector('.DocSearch-SearchBar');
      if (bar && bar.nextSibling !== element) bar.after(element);
      setSlot(bar ? element : null);
    };
    place();
    const observer = new MutationObserver(place);
    observer.observe(root, {childList: true, subtree: true});
    return () => {
      observer.disconnect();
      element.remove();
      setSlot(null);
    };
  }, [container, isOpen]);
  return slot;
}
