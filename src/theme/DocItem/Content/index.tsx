import React, {lazy, Suspense, type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import TutorialStep from '@site/src/components/TutorialStep';

type Props = WrapperProps<typeof ContentType>;

// The logos' paths load as their own chunk, fetched only by integration pages.
const TitleLogo = lazy(() => import('@site/src/components/IntegrationLogo/TitleLogo'));

const INTEGRATION_PAGE = /^\/integrations\/libraries\/([^/]+)/;

/** The doc body, with an integration's logo or a tutorial's "Step N of M" above the title. */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const integration = INTEGRATION_PAGE.exec(metadata.permalink)?.[1];
  return (
    <>
      {integration && (
        <Suspense fallback={null}>
          <TitleLogo slug={integration} />
        </Suspense>
      )}
      <TutorialStep permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
