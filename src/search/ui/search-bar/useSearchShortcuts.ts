import {useEffect, type RefObject} from 'react';
import {shortcutAction} from './shortcuts';

interface Options {
  isOpen: boolean;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onOpen: (initialQuery?: string) => void;
  onClose: () => void;
}

/** Global keyboard shortcuts for the search modal (see shortcuts.ts). */
export function useSearchShortcuts({isOpen, buttonRef, onOpen, onClose}: Options): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const action = shortcutAction(
        {key: event.key ?? '', ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey, target},
        {isOpen, buttonHasFocus: buttonRef.current !== null && buttonRef.current === document.activeElement},
      );
      if (action.kind === 'none') return;
      // Keep the key out of the page (and out of the modal's input: the seed already holds it).
      event.preventDefault();
      if (action.kind === 'toggle') {
        if (isOpen) onClose();
        else onOpen();
      } else if (action.kind === 'close') {
        onClose();
      } else if (action.kind === 'open') {
        onOpen();
      } else {
        onOpen(action.key);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, buttonRef, onOpen, onClose]);
}
