import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ErrorBoundaryError, ErrorBoundaryTryAgainButton} from '@docusaurus/theme-common';
import styles from './styles.module.css';

interface Props {
  error: Error;
  tryAgain: () => void;
}

/** The crash screen with no dependency on the site layout, for when the layout crashed. */
export default function CrashDisplay({error, tryAgain}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.localeConfigs[i18n.currentLocale];
  return (
    <main className={styles.crash}>
      {/* Without the layout nothing else keeps the page's language on <html>. */}
      <Head>
        <html lang={locale?.htmlLang ?? i18n.currentLocale} dir={locale?.direction ?? 'ltr'} />
        <title>This page crashed</title>
      </Head>
      <h1>This page crashed.</h1>
      <ErrorBoundaryTryAgainButton onClick={tryAgain} className={styles.tryAgain} />
      <ErrorBoundaryError error={error} />
    </main>
  );
}
