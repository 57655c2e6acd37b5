import React, {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHorizontalOverflow} from '@site/src/hooks/useHorizontalOverflow';
import styles from './styles.module.css';

const HINT_MIN_OVERFLOW_PX = 16;

interface Props {
  /** What scrolls, for the region's name: "Diagram", "Figure". */
  label: string;
  /** The scroller's own look (frame, background). */
  className?: string;
  children: ReactNode;
}

/**
 * A drawing that may be wider than the column. When it is, the scroller becomes
 * a focusable, labelled region (WCAG 2.1.1) and a hint appears in the margin
 * under it (never over the content, and without shifting anything when it
 * appears after hydration); it goes once the reader scrolls.
 */
export default function HorizontalScroller({label, className, children}: Props): ReactNode {
  const [scroller, overflow] = useHorizontalOverflow<HTMLDivElement>();
  const overflows = overflow > 0;
  // A few pixels of scroll are reachable but hide nothing worth a hint over the content.
  const worthAHint = overflow > HINT_MIN_OVERFLOW_PX;
  // Once the reader has scrolled, the hint has done its job and would only cover content.
  const [scrolled, setScrolled] = useState(false);
  return (
    <div className={styles.frame}>
      <div
        ref={scroller}
        className={clsx(styles.scroller, className)}
        onScroll={scrolled ? undefined : (event) => setScrolled(event.currentTarget.scrollLeft > 0)}
        {...(overflows ? {tabIndex: 0, role: 'region', 'aria-label': `${label} (scrolls horizontally)`} : {})}>
        {children}
      </div>
      {worthAHint && !scrolled && (
        <span className={styles.hint} aria-hidden="true">
          Scroll sideways →
        </span>
      )}
    </div>
  );
}
