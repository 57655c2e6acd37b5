import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {buildIndex} from '../../search/engine';
import {SEARCH_CONFIG_PATH, SEARCH_INDEX_PATH, type SearchRecord} from '../../search/record';
import {extractRecords} from '../../search/records';
import {searchConnectOrigins, type SearchMode} from '../../search/config';

const SKIPPED_ROUTES = /^\/(404\.html|search|tags)(\/|$)/;

function htmlFileFor(outDir: string, route: string): string | undefined {
  const candidates = route.endsWith('/') ? [path.join(outDir, route, 'index.html')] : [path.join(outDir, route, 'index.html'), path.join(outDir, `${route}.html`)];
  return candidates.find((file) => fs.existsSync(file));
}

/**
 * After the build, reads every page's HTML, turns it into DocSearch records
 * and writes the embedded index that the browser loads when a reader starts
 * to search. The same records can be uploaded to Algolia (npm run search:upload).
 */
export default function searchIndexPlugin(): Plugin {
  return {
    name: 'search-index',
    async postBuild({outDir, routesPaths, siteConfig}) {
      const records: SearchRecord[] = [];
      const base = siteConfig.baseUrl.replace(/\/$/, '');
      for (const route of [...new Set(routesPaths)].sort()) {
        const relative = route.slice(base.length) || '/';
        if (SKIPPED_ROUTES.test(relative)) continue;
        const file = htmlFileFor(outDir, relative);
        if (!file) continue;
        records.push(...extractRecords(fs.readFileSync(file, 'utf8'), route));
      }
      records.forEach((record, index) => {
        record.objectID = `${index}-${record.objectID}`;
      });
      fs.writeFileSync(path.join(outDir, SEARCH_INDEX_PATH), JSON.stringify(buildIndex(records)));
      // Read by the server setup (scripts/lib/nginx.ts) to allow the search hosts in the CSP.
      const mode = (siteConfig.customFields?.search ?? {mode: 'embedded'}) as SearchMode;
      fs.writeFileSync(path.join(outDir, SEARCH_CONFIG_PATH), JSON.stringify({mode: mode.mode, connect: searchConnectOrigins(mode)}));
    },
  };
}
