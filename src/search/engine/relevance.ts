import type {SearchEngine} from './whole-index-engine';
import type {ShardedSearch} from './sharded-search';

export interface RelevanceCase {
  query: string;
  expect: string;
  why?: string;
}

export interface RelevanceResult {
  query: string;
  expect: string;
  /** 1-based rank of the expected page among distinct result pages, or null past the cut-off. */
  rank: number | null;
  pages: string[];
}

/** The page part of a URL: no anchor, no trailing slash. */
export const pageOf = (url: string) => url.split('#')[0]!.replace(/\/$/, '') || '/';

/** Where each query's expected page ranks among the distinct pages the engine returns. */
export function evaluateRelevance(engine: SearchEngine, cases: RelevanceCase[], depth = 10): RelevanceResult[] {
  return cases.map(({query, expect}) => {
    const pages: string[] = [];
    for (const hit of engine.search(query)) {
      const page = pageOf(hit.record.url);
      if (!pages.includes(page)) pages.push(page);
      if (pages.length >= depth) break;
    }
    const index = pages.indexOf(pageOf(expect));
    return {query, expect, rank: index === -1 ? null : index + 1, pages};
  });
}

export function shareWithin(results: RelevanceResult[], k: number): number {
  return results.filter((result) => result.rank !== null && result.rank <= k).length / results.length;
}

/** The same for the sharded engine (what the dialog and the search page use). */
export async function evaluateSharded(search: ShardedSearch, cases: RelevanceCase[], depth = 10): Promise<RelevanceResult[]> {
  const results: RelevanceResult[] = [];
  for (const {query, expect} of cases) {
    const pages: string[] = [];
    for (const hit of await search.hydrate((await search.rank(query)).slice(0, 200))) {
      const page = pageOf(hit.record.url);
      if (!pages.includes(page)) pages.push(page);
      if (pages.length >= depth) break;
    }
    const index = pages.indexOf(pageOf(expect));
    results.push({query, expect, rank: index === -1 ? null : index + 1, pages});
  }
  return results;
}
