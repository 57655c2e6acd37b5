import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** Shown above the results while they come from the titles-and-headings tier only because the full one failed. */
export default function PartialIndexNotice({retrying}: {retrying: boolean}): ReactNode {
  return (
    <p className={styles.notice} role="status">
      Showing matches in page titles and headings only: the full-text index could not be loaded.
      {retrying ? ' Retrying automatically…' : ' Search again to retry.'}
    </p>
  );
}
