import type {TierUrls} from '@site/src/search/client/client';
import type {SearchMode} from '@site/src/search/client/config';

/** A page the 404 page offers instead of the missing one. */
export interface Suggestion {
  title: string;
  /** Site-relative address, with the heading anchor when the hit is a section. */
  href: string;
}

interface Hit {
  url: string;
  hierarchy?: Record<string, string | null | undefined>;
}

const MAX_SUGGESTIONS = 5;
const MAX_QUERY_WORDS = 8;
/** Path words that name old URL schemes, not topics. */
const NOISE = new Set(['concepts', 'docs', 'guides', 'dagster', 'index', 'html', 'md', 'mdx', 'apidocs', 'sections', 'master', 'next', 'latest']);

/** Words worth searching for in a missing page's path: `/concepts/io-management/io-managers` → `io management managers`. */
export function suggestionQuery(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // keep the raw path
  }
  const segments = decoded.split('/').filter(Boolean).slice(-2);
  const words: string[] = [];
  for (const word of segments.join(' ').toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (word !== '' && !NOISE.has(word) && !/^\d+$/.test(word) && !words.includes(word)) words.push(word);
  }
  return words.slice(0, MAX_QUERY_WORDS).join(' ');
}

/** One suggestion per page (the best-ranked section of it), in search order. */
export function suggestionsFromHits(hits: readonly Hit[], origin: string): Suggestion[] {
  const seen = new Set<string>();
  const suggestions: Suggestion[] = [];
  for (const hit of hits) {
    const url = new URL(hit.url, origin);
    if (url.origin !== origin || seen.has(url.pathname)) continue;
    seen.add(url.pathname);
    const levels = hit.hierarchy ?? {};
    const page = levels.lvl1 ?? url.pathname;
    const section = levels.lvl2;
    suggestions.push({title: section ? `${page} › ${section}` : page, href: `${url.pathname}${url.hash}`});
    if (suggestions.length === MAX_SUGGESTIONS) break;
  }
  return suggestions;
}

/**
 * The only place the 404 page touches the search code: its public client, loaded
 * on demand so the page itself stays light. Works in embedded and hosted mode.
 */
export async function searchSuggestions(query: string, mode: SearchMode, tierUrls: TierUrls): Promise<Suggestion[]> {
  const {createSearchClient} = await import('@site/src/search/client/client');
  const client = createSearchClient(mode, tierUrls);
  const {results} = await client.search<Hit>({requests: [{indexName: mode.indexName, query, hitsPerPage: 20}]});
  const first = results[0] as {hits?: Hit[]} | undefined;
  return suggestionsFromHits(first?.hits ?? [], window.location.origin);
}
