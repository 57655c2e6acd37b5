import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
import type {Props} from '@theme/Error';
// Core's own crash screen provides this context too: the theme layout needs a route context.
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
import CrashDisplay from '@site/src/components/CrashDisplay';
import ChunkErrorFallback from '@site/src/components/ChunkErrorFallback';

/**
 * The top-level crash screen. It renders inside the site layout when it can,
 * and falls back to a bare screen (same title, message, cause chain and
 * Try again) when the layout itself is what crashed. When the cause is code
 * that failed to download, the bare screen's Try again is a full load, as on
 * the layout's screen (@theme/ErrorPageContent).
 */
export default function Error({error, tryAgain}: Props): ReactNode {
  return (
    <RouteContextProvider value={{plugin: {name: 'site-error-boundary', id: 'default'}}}>
      <ErrorBoundary
        fallback={() => (
          <ChunkErrorFallback error={error} tryAgain={tryAgain}>
            {(recoveredTryAgain) => <CrashDisplay error={error} tryAgain={recoveredTryAgain} />}
          </ChunkErrorFallback>
        )}>
        <Head>
          <title>This page crashed</title>
        </Head>
        <Layout>
          <ErrorPageContent error={error} tryAgain={tryAgain} />
        </Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
