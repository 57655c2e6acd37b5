import React, {type ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import CopyPage from '@site/src/components/CopyPage';
import {usePageMarkdown} from '@site/src/components/CopyPage/context';
import styles from './styles.module.css';

/** The breadcrumbs share their row with Copy page on doc pages (pages with a Markdown version). */
export default function DocBreadcrumbsWrapper(): ReactNode {
  const markdown = usePageMarkdown();
  if (markdown === undefined) return <DocBreadcrumbs />;
  return (
    <div className={styles.row}>
      <div className={styles.crumbs}>
        <DocBreadcrumbs />
      </div>
      <CopyPage markdown={markdown} />
    </div>
  );
}
