/**
 * What a keydown means for the search box. Pure, so it can be unit-tested:
 * - Ctrl/Cmd+K toggles the modal, Escape closes it;
 * - "/" opens it, but never while the reader types into a field;
 * - a printable key typed while the search button has focus opens the modal
 *   with that key as the start of the query.
 */
export type ShortcutAction = {kind: 'toggle'} | {kind: 'open'} | {kind: 'close'} | {kind: 'seed'; key: string} | {kind: 'none'};

export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The element the keystroke goes to. */
  target: {tagName?: string; isContentEditable?: boolean} | null;
}

const EDITABLE_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

export function isEditable(target: KeyInput['target']): boolean {
  if (!target) return false;
  return target.isContentEditable === true || EDITABLE_TAGS.has((target.tagName ?? '').toUpperCase());
}

export function shortcutAction(event: KeyInput, state: {isOpen: boolean; buttonHasFocus: boolean}): ShortcutAction {
  const withModifier = event.ctrlKey || event.metaKey;
  if (withModifier && !event.altKey && event.key.toLowerCase() === 'k') {
    return {kind: 'toggle'};
  }
  if (state.isOpen) {
    return event.key === 'Escape' ? {kind: 'close'} : {kind: 'none'};
  }
  if (event.key === '/' && !withModifier && !event.altKey && !isEditable(event.target)) {
    return {kind: 'open'};
  }
  if (state.buttonHasFocus && !withModifier && !event.altKey && /^[\p{L}\p{N}]$/u.test(event.key)) {
    return {kind: 'seed', key: event.key};
  }
  return {kind: 'none'};
}
