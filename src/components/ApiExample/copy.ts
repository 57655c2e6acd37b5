/** The copy button of an API example, in both of its forms: the React component and the static page's handler. */
export const COPY_LABEL = {idle: {text: 'Copy', aria: 'Copy example code'}, copied: {text: 'Copied', aria: 'Copied'}} as const;

/** How long the button says it copied. */
export const COPIED_FOR_MS = 2000;

/** Copies an example's text; `onCopied` runs when it is on the clipboard, `onReset` when the button should read "Copy" again. */
export function copyExample(code: HTMLElement | null, onCopied: () => void, onReset: () => void): void {
  void navigator.clipboard.writeText(code?.textContent ?? '').then(() => {
    onCopied();
    window.setTimeout(onReset, COPIED_FOR_MS);
  });
}
