import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {baseUrlIssueScript} from './script';

/**
 * Shown only when the home page's HTML loads but its JavaScript does not,
 * which almost always means the site was deployed under another base URL.
 * Server-rendered as a script (never as markup) so search engines do not
 * index it; the script writes every value with textContent.
 */
export default function BaseUrlIssueBanner(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const enabled = siteConfig.customFields?.baseUrlIssueBanner === true && pathname === siteConfig.baseUrl;
  if (!enabled || ExecutionEnvironment.canUseDOM) {
    return null;
  }
  return (
    <Head>
      <script>{baseUrlIssueScript(siteConfig.baseUrl)}</script>
    </Head>
  );
}
