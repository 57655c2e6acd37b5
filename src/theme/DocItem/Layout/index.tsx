import React, {type ReactNode} from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {PageMarkdownContext, type PageMarkdown} from '@site/src/components/CopyPage/context';
import {markdownRoute} from '@site/src/plugins/markdown-export/routes';

type Props = WrapperProps<typeof LayoutType>;

/**
 * Every doc page declares its Markdown version (built by the markdown-export
 * plugin) and hands its address to the Copy page control in the breadcrumbs row.
 */
export default function LayoutWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const path = markdownRoute(metadata.permalink);
  const markdown: PageMarkdown = {path, url: `${siteConfig.url.replace(/\/+$/, '')}${path}`};
  return (
    <PageMarkdownContext.Provider value={markdown}>
      <Head>
        <link rel="alternate" type="text/markdown" href={path} title="This page as Markdown" />
      </Head>
      <Layout {...props} />
    </PageMarkdownContext.Provider>
  );
}
