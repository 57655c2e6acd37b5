import {useEffect, useRef, useState} from 'react';
import type {SearchMode} from '@site/src/search/client/config';
import type {TierUrls} from '@site/src/search/client/client';

export interface PageHit {
  objectID: string;
  url: string;
  hierarchy: Record<string, string | null>;
  _highlightResult?: {hierarchy?: Record<string, {value: string} | undefined>};
  _snippetResult?: {content?: {value: string}; hierarchy?: Record<string, {value: string} | undefined>};
}

export type SearchState =
  | {status: 'idle'}
  | {status: 'loading'; query: string}
  | {status: 'error'; query: string}
  | {status: 'done'; query: string; hits: PageHit[]; nbHits: number; nbPages: number; page: number; partial: boolean};

const HITS_PER_PAGE = 20;

/**
 * Runs the search page's query through the same client as the search dialog,
 * a page of 20 hits at a time. Older answers never overwrite newer ones.
 */
export function useSearchResults(mode: SearchMode, indexUrl: TierUrls, query: string, pages: number): SearchState {
  const [state, setState] = useState<SearchState>({status: 'idle'});
  const latest = useRef(0);

  useEffect(() => {
    const trimmed = query.trim();
    if (trimmed === '') {
      setState({status: 'idle'});
      return;
    }
    const ticket = ++latest.current;
    setState((previous) => (previous.status === 'done' && previous.query === trimmed ? previous : {status: 'loading', query: trimmed}));
    import('@site/src/search/client/client')
      .then(async ({createSearchClient, settledSearch}) => {
        // Every hit here shows a snippet: wait for the paragraphs, not only the headings tier.
        await settledSearch(mode, indexUrl);
        const client = createSearchClient(mode, indexUrl);
        const requests = Array.from({length: pages}, (_, page) => ({
          indexName: mode.indexName,
          query: trimmed,
          page,
          hitsPerPage: HITS_PER_PAGE,
          attributesToSnippet: ['content:24'],
          // One result per page and anchor (a heading and its paragraphs are one place to go).
          distinct: true,
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
        }));
        const {results} = await client.search<PageHit>({requests});
        if (ticket !== latest.current) return;
        const answered = results.filter((result): result is Extract<typeof result, {hits: unknown}> => 'hits' in result);
        const first = answered[0];
        setState({
          status: 'done',
          query: trimmed,
          hits: answered.flatMap((result) => result.hits as PageHit[]),
          nbHits: first?.nbHits ?? 0,
          nbPages: first?.nbPages ?? 0,
          page: pages - 1,
          partial: answered.some((result) => (result as {tier?: string}).tier === 'headings'),
        });
      })
      .catch(() => {
        if (ticket === latest.current) setState({status: 'error', query: trimmed});
      });
  }, [mode, indexUrl, query, pages]);

  return state;
}
