import React, {type ComponentProps, type ReactNode} from 'react';
import {useHorizontalOverflow} from '@site/src/hooks/useHorizontalOverflow';
import styles from './styles.module.css';

/**
 * A Markdown table inside a horizontal scroller. When the table is wider than
 * the page, the scroller becomes a focusable, labelled region so keyboard users
 * can scroll it too (WCAG 2.1.1); when it fits, it adds no tab stop.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const [scroller, overflows] = useHorizontalOverflow<HTMLDivElement>();
  return (
    <div
      ref={scroller}
      className={styles.scroller}
      {...(overflows ? {tabIndex: 0, role: 'region', 'aria-label': 'Table (scrolls horizontally)'} : {})}>
      <table {...props} className={[props.className, styles.table].filter(Boolean).join(' ')} />
    </div>
  );
}
