import React, {useEffect, useMemo, useRef, type ReactNode} from 'react';
import styles from './FullSizeDialog.module.css';

interface Props {
  svg: string;
  width: number;
  onClose: () => void;
}

const DRAWING_ID = /\bid="(diagram-[0-9a-f]{16})"/;

/**
 * The drawing with its ids renamed: the page still holds the original, and
 * its stylesheet and arrowheads are addressed by id (`#diagram-…`), so a copy
 * with the same ids would style and point at the other one.
 */
function ownCopy(svg: string): string {
  const id = DRAWING_ID.exec(svg)?.[1];
  if (!id) throw new Error('FullSizeDialog: the drawing has no diagram id (src/diagrams/cache.ts names every drawing diagram-<key>)');
  return svg.replaceAll(id, `${id}-full`);
}

/** The history entry the dialog adds, so the phone's Back gesture closes it instead of leaving the page. */
const HISTORY_MARK = 'fullSizeDiagram';

/**
 * Back closes the dialog. The entry it pushes is the page's own URL; the
 * router must not see the Back (it would treat it as a navigation and scroll
 * to the top), so this listener, registered in the capture phase, runs before
 * the router's and stops the event.
 */
function useBackCloses(dialog: React.RefObject<HTMLDialogElement | null>): void {
  useEffect(() => {
    window.history.pushState({...(window.history.state as object | null), [HISTORY_MARK]: true}, '');
    let pushed = true;
    const onPopState = (event: PopStateEvent) => {
      if (!pushed) return;
      pushed = false;
      event.stopImmediatePropagation();
      dialog.current?.close();
    };
    window.addEventListener('popstate', onPopState, {capture: true});
    return () => {
      if (!pushed) {
        window.removeEventListener('popstate', onPopState, {capture: true});
        return;
      }
      // Closed by Escape or the button: take the entry back off, and keep the router from seeing that Back too.
      pushed = false;
      const swallow = (event: PopStateEvent) => {
        event.stopImmediatePropagation();
        window.removeEventListener('popstate', swallow, {capture: true});
      };
      window.removeEventListener('popstate', onPopState, {capture: true});
      window.addEventListener('popstate', swallow, {capture: true});
      window.history.back();
    };
  }, [dialog]);
}

/**
 * A diagram at its natural size (16 px labels) in a modal dialog filling the
 * screen: the reader scrolls it both ways, pinch-zooms it, and closes it with
 * Escape, the Close button or Back. The native <dialog> keeps focus inside
 * while open; the caller returns focus to the button that opened it.
 */
export default function FullSizeDialog({svg, width, onClose}: Props): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const innerHtml = useMemo(() => ({__html: ownCopy(svg)}), [svg]);
  useBackCloses(dialog);
  useEffect(() => {
    const element = dialog.current!;
    element.showModal();
    return () => {
      if (element.open) element.close();
    };
  }, []);
  return (
    <dialog ref={dialog} className={styles.dialog} aria-label="Diagram at full size" onClose={onClose}>
      <div className={styles.bar}>
        <p className={styles.hint}>Scroll or pinch to move around the diagram.</p>
        <button type="button" className={styles.close} autoFocus onClick={() => dialog.current?.close()}>
          Close<span className={styles.key}> (Esc)</span>
        </button>
      </div>
      {/* Focusable so arrow keys scroll it. */}
      <div className={styles.viewport} tabIndex={0} role="region" aria-label="Diagram, scrollable">
        <div className={styles.drawing} style={{width: `${width}px`}} dangerouslySetInnerHTML={innerHtml} />
      </div>
    </dialog>
  );
}
