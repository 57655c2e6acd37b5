import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import TutorialStep from '@site/src/components/TutorialStep';
import TitleLogo from '@site/src/components/IntegrationLogo/TitleLogo';
import {TITLE_LOGO_KEY, type TitleLogo as TitleLogoData} from '@site/src/integrations/catalog-types';

type Props = WrapperProps<typeof ContentType>;

/**
 * The doc body, with an integration's logo or a tutorial's "Step N of M" above
 * the title. The logo comes with the page's front matter (put there at build
 * time), so it is drawn on hydration exactly as in the server HTML.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const titleLogo = (frontMatter as Record<string, unknown>)[TITLE_LOGO_KEY] as TitleLogoData | undefined;
  return (
    <>
      {titleLogo && <TitleLogo data={titleLogo} />}
      <TutorialStep permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
