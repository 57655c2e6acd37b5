import React, {type ReactNode} from 'react';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import {tutorialStep} from './steps';
import styles from './styles.module.css';

/** "Step N of M" above a tutorial page's title, with a bar of the reader's progress. */
export default function TutorialStep({permalink}: {permalink: string}): ReactNode {
  const sidebar = useDocsSidebar();
  const position = sidebar ? tutorialStep(sidebar.items, permalink) : undefined;
  if (!position) return null;
  return (
    <div className={styles.step}>
      <span className={styles.label}>
        Step {position.step} of {position.total}
      </span>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.done} style={{width: `${(position.step / position.total) * 100}%`}} />
      </span>
    </div>
  );
}
