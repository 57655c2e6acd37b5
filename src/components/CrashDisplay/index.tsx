import React, {type ReactNode} from 'react';
import {ErrorBoundaryError, ErrorBoundaryTryAgainButton} from '@docusaurus/theme-common';
import styles from './styles.module.css';

interface Props {
  error: Error;
  tryAgain: () => void;
}

/** The crash screen with no dependency on the site layout, for when the layout crashed. */
export default function CrashDisplay({error, tryAgain}: Props): ReactNode {
  return (
    <main className={styles.crash}>
      <h1>This page crashed.</h1>
      <ErrorBoundaryTryAgainButton onClick={tryAgain} className={styles.tryAgain} />
      <ErrorBoundaryError error={error} />
    </main>
  );
}
