const REFINE_AFTER_PAUSE_MS = 300;

/**
 * Asks DocSearch again for what the reader typed, once search works again
 * after a failure. DocSearch keeps the old hits on screen until the new ones replace
 * them (no flicker). It puts the selection back on the first hit, so the query
 * is repeated only while the selection is there: a reader who moved down the
 * list keeps their place, and their next keystroke searches anyway.
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
