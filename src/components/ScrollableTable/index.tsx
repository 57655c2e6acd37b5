import React, {type ComponentProps, type ReactNode} from 'react';
import HorizontalScroller from '@site/src/components/HorizontalScroller';
import {columnTexts, headerLabels, labelCells, stacksOnPhones} from './labels';
import styles from './styles.module.css';

/**
 * A Markdown table inside a horizontal scroller. When the table is wider than
 * the page, the scroller becomes a focusable, labelled region so keyboard users
 * can scroll it too (WCAG 2.1.1), and a hint under it says it scrolls; when it
 * fits, it adds no tab stop. On a phone, a table of three or more columns, or
 * of two whose longest words cannot share the width, stacks instead (see
 * labels.ts and styles.module.css): a comparison stays comparable at 390 px.
 */
export default function ScrollableTable({children, className, ...props}: ComponentProps<'table'>): ReactNode {
  const labels = headerLabels(children);
  const stacks = stacksOnPhones(labels, columnTexts(children, labels));
  return (
    <HorizontalScroller label="Table" className={styles.scroller}>
      <table {...props} className={[className, styles.table].filter(Boolean).join(' ')} data-stack={stacks ? '' : undefined}>
        {stacks ? labelCells(children, labels) : children}
      </table>
    </HorizontalScroller>
  );
}
