import fs from 'node:fs';
import path from 'node:path';
import {answer} from '../search/algolia-response';
import {SearchEngine} from '../search/engine';
import {SEARCH_INDEX_PATH, type SearchIndexFile} from '../search/record';

/**
 * The site's own search, for Node. This module has the same signature as
 * `src/search/node-search.ts` (the sharded index's reader): when that lands,
 * the server imports it instead and nothing else changes.
 */
export interface SiteSearchHit {
  /** Page title, then the heading the hit sits under: `Schedules › Cron syntax`. */
  title: string;
  /** Route on the site, with the heading's anchor when the hit is a section. */
  url: string;
  /** Plain text around the matched words. */
  snippet: string;
}

export interface SiteSearch {
  search(query: string, limit: number): SiteSearchHit[];
}

/** The engine's snippets are HTML-escaped for the page; an assistant wants the text. */
const ENTITIES: Readonly<Record<string, string>> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'"};
const plainText = (html: string) => html.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

/** Words of paragraph text around the match: as many as the search page shows. */
const SNIPPET_WORDS = 24;

export function openBuiltSiteSearch(buildDir: string): SiteSearch {
  const file = path.join(buildDir, SEARCH_INDEX_PATH);
  if (!fs.existsSync(file)) throw new Error(`No search index at ${file}: build the site first (npm run build)`);
  const engine = new SearchEngine(JSON.parse(fs.readFileSync(file, 'utf8')) as SearchIndexFile);
  return {
    search(query, limit) {
      // The same request as the /search page: one hit per page and anchor, ranked by the same engine.
      const {hits} = answer(engine, {query, hitsPerPage: limit, distinct: true, attributesToSnippet: [`content:${SNIPPET_WORDS}`], highlightPreTag: '', highlightPostTag: ''});
      return hits.map((hit) => {
        const {lvl1, lvl2, lvl3, lvl4, lvl5, lvl6} = hit.hierarchy;
        const heading = [lvl6, lvl5, lvl4, lvl3, lvl2].find((value) => value !== null);
        return {
          title: heading && heading !== lvl1 ? `${lvl1 ?? ''} › ${heading}` : (lvl1 ?? hit.url),
          url: hit.url,
          snippet: plainText(hit._snippetResult.content.value),
        };
      });
    },
  };
}
