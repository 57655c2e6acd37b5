interface MultiSearchParams {
  requests: Array<{query?: string; indexName?: string; hitsPerPage?: number}>;
}

type MultiSearch = (params: MultiSearchParams) => Promise<unknown>;

/**
 * Wraps a search client so a failed call is reported to the caller and
 * answered with empty results instead of a rejection. Stock DocSearch turns a
 * rejected search into "No results" plus an uncaught error; the search bar
 * shows the specified error screen instead (see SearchBar).
 */
export function withFailureReporting<C extends {search: unknown}>(client: C, report: (failed: boolean) => void): C {
  const search = (client.search as MultiSearch).bind(client);
  const wrapped = Object.create(client) as C;
  // Only the newest call speaks: an older answer arriving late must not hide
  // (or cause) an error for what the reader typed last.
  let latest = 0;
  const reportingSearch: MultiSearch = async (params) => {
    const call = ++latest;
    try {
      const response = await search(params);
      if (call === latest) report(false);
      return response;
    } catch {
      if (call === latest) report(true);
      return {
        results: params.requests.map((request) => ({
          hits: [],
          nbHits: 0,
          page: 0,
          nbPages: 0,
          hitsPerPage: request.hitsPerPage ?? 20,
          processingTimeMS: 0,
          exhaustiveNbHits: true,
          query: request.query ?? '',
          params: '',
          index: request.indexName ?? '',
        })),
      };
    }
  };
  (wrapped as {search: unknown}).search = reportingSearch;
  return wrapped;
}
