import React, {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {DocsSidebarProvider, useDocRootMetadata} from '@docusaurus/plugin-content-docs/client';
import DocRootLayout from '@theme/DocRoot/Layout';
import type {Props} from '@theme/DocRoot';

// The not-found content (with its suggestions and old-link rules) is loaded
// only when an address matches no doc, instead of with every doc page (2 KB
// gzip). The server renders it in full; in the browser the page keeps that
// HTML until the code arrives, then hydrates it (its first render matches the
// server's, see useMounted).
const NotFoundContent = lazy(() => import('@theme/NotFound/Content'));

/** The theme's DocRoot (3.7), but for the lazily loaded not-found content. */
export default function DocRoot(props: Props): ReactNode {
  const currentDocRouteMetadata = useDocRootMetadata(props);
  if (!currentDocRouteMetadata) {
    return (
      <Suspense fallback={null}>
        <NotFoundContent />
      </Suspense>
    );
  }
  const {docElement, sidebarName, sidebarItems} = currentDocRouteMetadata;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.page.docsDocPage)}>
      <DocsSidebarProvider name={sidebarName} items={sidebarItems}>
        <DocRootLayout>{docElement}</DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
