import React, {type ReactNode} from 'react';
import type {LoadingComponentProps as Props} from 'react-loadable';
import styles from './styles.module.css';

/**
 * Shown while a page's code loads (after the loader's delay) and when it
 * fails: the error text and a Retry button that loads the chunk again.
 */
export default function Loading({error, retry, pastDelay}: Props): ReactNode {
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p className={styles.message}>{String(error)}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span className={styles.visuallyHidden}>Loading…</span>
      </div>
    );
  }
  return null;
}
