import React, {isValidElement, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import TutorialStep from '@site/src/components/TutorialStep';
import PageCategories from '@site/src/components/CategoryIcon/PageCategories';
import {PAGE_CATEGORIES_KEY, type IntegrationCategory} from '@site/src/integrations/catalog-types';
import {isStaticIsland, type StaticIslandContent} from '@site/src/static-pages/client/marker';

type Props = WrapperProps<typeof ContentType>;

/**
 * Whether this render hydrates a static page's server HTML (see
 * src/static-pages/plugin): the browser has the page's first module only,
 * and React is rendering what the server wrote, not a page opened by
 * navigation. Decided once, when the content mounts.
 */
function useStaticPageHydration(children: ReactNode): StaticIslandContent['Static'] | null {
  const isBrowser = useIsBrowser();
  const [Static] = useState(() => (!isBrowser && isValidElement(children) && isStaticIsland(children.type) ? children.type.Static : null));
  return Static;
}

/**
 * The doc body, with an integration's categories or a tutorial's "Step N of M"
 * above the title. The categories come with the page's front matter (put there
 * at build time), so they are drawn on hydration exactly as in the server HTML.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const StaticContent = useStaticPageHydration(props.children);
  const categories = (frontMatter as Record<string, unknown>)[PAGE_CATEGORIES_KEY] as IntegrationCategory[] | undefined;
  return (
    <>
      {categories && <PageCategories categories={categories} />}
      <TutorialStep permalink={metadata.permalink} />
      {/* The same classes as the theme's own container, which the server rendered. */}
      {StaticContent ? <StaticContent className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')} /> : <Content {...props} />}
    </>
  );
}
