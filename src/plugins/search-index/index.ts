import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {buildHeadingsIndex, buildIndex} from '../../search/engine';
import {SEARCH_CONFIG_PATH, SEARCH_INDEX_PATH, SEARCH_TIERS_DIR, type SearchRecord, type SearchTierFiles} from '../../search/record';
import {extractRecords} from '../../search/records';
import {searchConnectOrigins, type SearchMode} from '../../search/config';

/** The worker's chunk name, given where the worker is started (`new Worker(…, {name})`). */
const SEARCH_WORKER_CHUNK = 'search';

const SKIPPED_ROUTES = /^\/(404\.html|search|tags)(\/|$)/;

function htmlFileFor(outDir: string, route: string): string | undefined {
  const candidates = route.endsWith('/') ? [path.join(outDir, route, 'index.html')] : [path.join(outDir, route, 'index.html'), path.join(outDir, `${route}.html`)];
  return candidates.find((file) => fs.existsSync(file));
}

/**
 * After the build, reads every page's HTML, turns it into DocSearch records
 * and writes the embedded index that the browser loads when a reader starts
 * to search: a small first tier (titles and headings) and the full index,
 * under names unique to this build in /assets/ (cached for a year), plus the
 * full index at its fixed name for `npm run search:upload` and old tabs.
 * The same records can be uploaded to Algolia.
 */
export default function searchIndexPlugin(): Plugin {
  // The pages are rendered after the client bundle is built, so the tier
  // names cannot be content hashes; a name per build is as safe to cache.
  const buildId = crypto.randomBytes(6).toString('hex');
  const files: SearchTierFiles = {headings: `${SEARCH_TIERS_DIR}/headings.${buildId}.json`, full: `${SEARCH_TIERS_DIR}/full.${buildId}.json`};
  return {
    name: 'search-index',
    contentLoaded({actions}) {
      actions.setGlobalData(files);
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // The search worker (named "search" where src/search/embedded-requester.ts starts it) in one
      // file: split like other async chunks, its MiniSearch came in a second file, one more round
      // trip (about 190 ms on a slow phone network) before the index could even start to download.
      // Other chunks keep the default rule: only async chunks are split.
      return {
        optimization: {
          splitChunks: {
            chunks: (chunk: {name?: string | null; canBeInitial(): boolean}) => chunk.name !== SEARCH_WORKER_CHUNK && !chunk.canBeInitial(),
          },
        },
      };
    },
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
      const full = JSON.stringify(buildIndex(records));
      fs.mkdirSync(path.join(outDir, SEARCH_TIERS_DIR), {recursive: true});
      fs.writeFileSync(path.join(outDir, files.headings), JSON.stringify(buildHeadingsIndex(records)));
      fs.writeFileSync(path.join(outDir, files.full), full);
      fs.writeFileSync(path.join(outDir, SEARCH_INDEX_PATH), full);
      // Read by the server setup (scripts/lib/nginx.ts) to allow the search hosts in the CSP.
      const mode = (siteConfig.customFields?.search ?? {mode: 'embedded'}) as SearchMode;
      fs.writeFileSync(path.join(outDir, SEARCH_CONFIG_PATH), JSON.stringify({mode: mode.mode, connect: searchConnectOrigins(mode)}));
    },
  };
}
