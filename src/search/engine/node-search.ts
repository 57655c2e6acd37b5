/**
 * The site's own search over a built site, in Node: the same sharded index,
 * engine and ranking as the dialog, read from the build directory. A stable
 * entry point for other tools (the MCP server's `search_docs`).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {answerSharded} from './algolia-response';
import {SHARD_META_PATH, checkMeta} from './shard-format';
import {ShardedSearch} from './sharded-search';

export interface BuiltSiteHit {
  title: string;
  /** Site-relative URL with the heading anchor, as the dialog links it. */
  url: string;
  /** Plain text around the first match, with "…" where cut. */
  snippet: string;
}

export interface BuiltSiteSearch {
  search(query: string, limit: number): Promise<BuiltSiteHit[]>;
}

const MAX_LIMIT = 100;

/** Opens the index of the site built in `buildDir`; fails by name when the directory holds no index. */
export async function openBuiltSiteSearch(buildDir: string): Promise<BuiltSiteSearch> {
  const root = path.resolve(buildDir);
  const metaFile = path.join(root, SHARD_META_PATH);
  let metaText: string;
  try {
    metaText = await fs.readFile(metaFile, 'utf8');
  } catch (error) {
    throw new Error(`No search index in ${root}: ${metaFile} could not be read (build the site first)`, {cause: error});
  }
  const meta = checkMeta(JSON.parse(metaText) as unknown);
  const engine = new ShardedSearch(meta, async (relative, check) => {
    const file = path.join(root, relative);
    if (!file.startsWith(root + path.sep)) throw new Error(`search index file outside the build: ${relative}`);
    return check(JSON.parse(await fs.readFile(file, 'utf8')) as unknown);
  });
  return {
    async search(query: string, limit: number): Promise<BuiltSiteHit[]> {
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw new RangeError(`limit must be an integer from 1 to ${MAX_LIMIT}, got ${limit}`);
      const result = await answerSharded(engine, {query, hitsPerPage: limit, distinct: true, highlightPreTag: '', highlightPostTag: '', attributesToSnippet: ['content:30']});
      return result.hits.map((hit) => {
        const {lvl1, lvl2, lvl3, lvl4, lvl5, lvl6} = hit.hierarchy;
        const heading = [lvl6, lvl5, lvl4, lvl3, lvl2].find((value) => value !== null);
        return {
          title: heading && heading !== lvl1 ? `${lvl1 ?? ''} › ${heading}` : (lvl1 ?? hit.url),
          url: hit.url,
          snippet: decodeEntities(hit._snippetResult.content.value),
        };
      });
    },
  };
}

/** The snippet is HTML-escaped for the dialog; a plain-text reader wants the text itself. */
function decodeEntities(html: string): string {
  return html.replace(/&(lt|gt|quot|#39|amp);/g, (_, name: string) => ({lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&'})[name]!);
}
