import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {buildIndex} from '../engine/whole-index-engine';
import {buildShardedIndex} from './shard-build';
import {groupUrl, metaFileOf, SHARD_META_PATH, shardUrl} from '../engine/shard-format';
import {SEARCH_CONFIG_PATH, SEARCH_INDEX_PATH, SEARCH_TIERS_DIR, type SearchRecord, type SearchTierFiles} from '../engine/record';
import {extractRecords} from './extract-records';
import {searchConnectOrigins, type SearchMode} from '../client/config';

/** The worker's chunk name, given where the worker is started (`new Worker(…, {name})`). */
const SEARCH_WORKER_CHUNK = 'search';

const SKIPPED_ROUTES = /^\/(404\.html|search|tags)(\/|$)/;

function htmlFileFor(outDir: string, route: string): string | undefined {
  const candidates = route.endsWith('/') ? [path.join(outDir, route, 'index.html')] : [path.join(outDir, route, 'index.html'), path.join(outDir, `${route}.html`)];
  return candidates.find((file) => fs.existsSync(file));
}

/** Writes the sharded index of `records` under `dir` (relative to `outDir`), and its meta file at the fixed name too. */
export function writeShardedIndex(outDir: string, records: SearchRecord[], buildId: string, dir: string): void {
  const {meta, shards, groups} = buildShardedIndex(records, buildId, dir);
  fs.mkdirSync(path.join(outDir, dir), {recursive: true});
  shards.forEach((shard, index) => fs.writeFileSync(path.join(outDir, shardUrl(meta, index)), JSON.stringify(shard)));
  groups.forEach((group, index) => fs.writeFileSync(path.join(outDir, groupUrl(meta, index)), JSON.stringify(group)));
  const metaText = JSON.stringify(metaFileOf(meta));
  fs.writeFileSync(path.join(outDir, dir, 'meta.json'), metaText);
  fs.writeFileSync(path.join(outDir, SHARD_META_PATH), metaText);
}

/**
 * After the build, reads every page's HTML, turns it into DocSearch records
 * and writes the sharded index the browser reads as a reader searches: a small
 * meta file, term shards and record groups in a directory unique to this build
 * under /assets/ (cached for a year), the meta file again at a fixed name (for
 * tabs older than a deploy and Node readers), and every record in one file at
 * its fixed name for `npm run search:upload` and the tests.
 * The same records can be uploaded to Algolia.
 */
export default function searchIndexPlugin(): Plugin {
  // The pages are rendered after the client bundle is built, so the index's
  // names cannot be content hashes; a directory per build is as safe to cache.
  const buildId = crypto.randomBytes(6).toString('hex');
  const dir = `${SEARCH_TIERS_DIR}/${buildId}/`;
  const files: SearchTierFiles = {meta: `${dir}meta.json`};
  return {
    name: 'search-index',
    contentLoaded({actions}) {
      actions.setGlobalData(files);
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // The search worker (named "search" where src/search/client/embedded-requester.ts starts it) in one
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
      writeShardedIndex(outDir, records, buildId, dir);
      fs.writeFileSync(path.join(outDir, SEARCH_INDEX_PATH), JSON.stringify(buildIndex(records)));
      // Read by the server setup (scripts/lib/nginx.ts) to allow the search hosts in the CSP.
      const mode = (siteConfig.customFields?.search ?? {mode: 'embedded'}) as SearchMode;
      fs.writeFileSync(path.join(outDir, SEARCH_CONFIG_PATH), JSON.stringify({mode: mode.mode, connect: searchConnectOrigins(mode)}));
    },
  };
}
