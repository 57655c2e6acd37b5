import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadRedirectTable} from './table';
import {redirectProblems, withRoutedTargets} from './validate';
import {nginxRedirects, redirectPage} from './render';

export const TABLE_FILE = 'redirects/old-docs.yaml';
/** nginx's server block includes every `*.conf` in this build folder (deploy/nginx.conf). */
export const NGINX_DIR = '.nginx';

/** What the 404 page reads: the prefix rules, for old addresses the table does not list. */
export interface OldLinksGlobalData {
  patterns: {from: string; to: string}[];
}

/**
 * Old documentation addresses land on their pages: validated against the
 * build's routes (the build fails on a missing target, a chain or a loop),
 * served as 301 by nginx through a generated include, and as tiny redirect
 * pages for static hosts. Neither is a route, so the sitemap and search skip them.
 */
export default function oldLinksPlugin(context: LoadContext): Plugin {
  const tableFile = path.join(context.siteDir, TABLE_FILE);
  const table = loadRedirectTable(tableFile);
  return {
    name: 'old-links',
    getPathsToWatch: () => [tableFile],
    contentLoaded({actions}) {
      const data: OldLinksGlobalData = {patterns: table.patterns.map(({from, to}) => ({from, to}))};
      actions.setGlobalData(data);
    },
    postBuild({outDir, routesPaths, siteConfig}) {
      const problems = redirectProblems(table, routesPaths);
      if (problems.length > 0) {
        throw new Error(`[old-links] ${TABLE_FILE} has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
      }
      const routed = withRoutedTargets(table, routesPaths);
      for (const [from, to] of routed.redirects) {
        const file = path.join(outDir, from, 'index.html');
        fs.mkdirSync(path.dirname(file), {recursive: true});
        fs.writeFileSync(file, redirectPage(to, siteConfig.url));
      }
      fs.mkdirSync(path.join(outDir, NGINX_DIR), {recursive: true});
      fs.writeFileSync(path.join(outDir, NGINX_DIR, 'redirects.conf'), nginxRedirects(routed));
    },
  };
}
