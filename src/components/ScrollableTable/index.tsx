import React, {type ComponentProps, type ReactNode} from 'react';
import HorizontalScroller from '@site/src/components/HorizontalScroller';
import styles from './styles.module.css';

/**
 * A Markdown table inside a horizontal scroller. When the table is wider than
 * the page, the scroller becomes a focusable, labelled region so keyboard users
 * can scroll it too (WCAG 2.1.1), and a hint says it scrolls; when it fits, it
 * adds no tab stop.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    <HorizontalScroller label="Table" className={styles.scroller}>
      <table {...props} className={[props.className, styles.table].filter(Boolean).join(' ')} />
    </HorizontalScroller>
  );
}
