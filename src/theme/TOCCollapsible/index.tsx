import React, {type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCollapsible, Collapsible} from '@docusaurus/theme-common';
import type {Props} from '@theme/TOCCollapsible';
import TOCItems from '@theme/TOCItems';
import CollapseButton from '@theme/TOCCollapsible/CollapseButton';
import styles from './styles.module.css';

/**
 * The stock "On this page" control of narrow screens, which src/css/reading.css
 * pins under the navbar. Pinned, an open list would cover the section it just
 * scrolled to, so choosing a link folds it again (the stock one stays open; a
 * wrapper cannot do it, because a pinned element sticks only within its parent).
 */
export default function TOCCollapsible({toc, className, minHeadingLevel, maxHeadingLevel}: Props): ReactNode {
  const {collapsed, toggleCollapsed} = useCollapsible({initialState: true});
  const foldOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (!collapsed && event.target instanceof Element && event.target.closest('a[href]')) toggleCollapsed();
  };
  return (
    <div className={clsx(styles.tocCollapsible, !collapsed && styles.tocCollapsibleExpanded, className)} onClick={foldOnLink}>
      <CollapseButton collapsed={collapsed} onClick={toggleCollapsed} />
      <Collapsible lazy className={styles.tocCollapsibleContent} collapsed={collapsed}>
        <TOCItems toc={toc} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} />
      </Collapsible>
    </div>
  );
}
