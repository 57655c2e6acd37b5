import {useEffect, type RefObject} from 'react';

/** The light search dialog of ./search-shell-script.ts, shown from the first paint. */
export interface SearchShell {
  /** Set once the search bar's own shortcuts listen (the shell's then stop). */
  hydrated: boolean;
  /** Shows the shell with its field focused (holding `text`, a key typed on the search button). */
  open(text?: string): void;
  close(): void;
  isOpen(): boolean;
  value(): string;
}

export function searchShell(): SearchShell | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as {__searchShell?: SearchShell}).__searchShell;
}

/** Sets the dialog's input to `text` the way typing does (React ignores a value it has already seen). */
function typeInto(input: HTMLInputElement, text: string): void {
  (input as HTMLInputElement & {_valueTracker?: {setValue(value: string): void}})._valueTracker?.setValue('');
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/**
 * Hands the shell over to the real dialog without losing a key: the shell
 * stays, taking keys, until the dialog's input has focus; whatever was typed
 * into the shell after the dialog was asked for goes into the dialog's input,
 * and only then the shell closes.
 */
export function useShellHandover(container: RefObject<HTMLDivElement | null>, isOpen: boolean, initialQuery: string | undefined): void {
  useEffect(() => {
    const shell = searchShell();
    if (!isOpen || !shell?.isOpen()) return undefined;
    const handOver = (): boolean => {
      const input = container.current?.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (!input || document.activeElement !== input) return false;
      const typed = shell.value();
      if (typed !== (initialQuery ?? '') && typed !== input.value) typeInto(input, typed);
      shell.close();
      return true;
    };
    if (handOver()) return undefined;
    const onFocus = () => {
      if (handOver()) document.removeEventListener('focusin', onFocus, true);
    };
    document.addEventListener('focusin', onFocus, true);
    return () => document.removeEventListener('focusin', onFocus, true);
  }, [container, isOpen, initialQuery]);
}
