import type {SearchIndexFile} from './record';
import {SearchEngine} from './engine';
import {answer, type SearchRequestParams} from './algolia-response';

interface EndRequest {
  method: string;
  url: string;
  data?: string | Uint8Array;
}

interface RequesterResponse {
  status: number;
  content: string;
  isTimedOut: boolean;
}

/**
 * An Algolia requester that answers search calls from the index shipped with
 * the site instead of the network. A failure to load the index is reported as
 * an unreachable host (status 0), so the client raises its own error types and
 * DocSearch shows its error screen.
 */
export function createEmbeddedRequester(indexUrl: string, fetchIndex: typeof fetch = (...args) => fetch(...args)) {
  let enginePromise: Promise<SearchEngine> | undefined;

  function loadEngine(): Promise<SearchEngine> {
    enginePromise ??= fetchIndex(indexUrl, {credentials: 'same-origin'})
      .then((response) => {
        if (!response.ok) throw new Error(`search index answered HTTP ${response.status}`);
        return response.json() as Promise<SearchIndexFile>;
      })
      .then((file) => new SearchEngine(file))
      .catch((error: unknown) => {
        enginePromise = undefined; // the next keystroke tries again
        throw error;
      });
    return enginePromise;
  }

  return {
    /** Starts loading the index without searching (on hover or focus of the search button). */
    preload(): void {
      loadEngine().catch(() => undefined);
    },
    async send(request: EndRequest): Promise<RequesterResponse> {
      let engine: SearchEngine;
      try {
        engine = await loadEngine();
      } catch {
        return {status: 0, content: '', isTimedOut: false};
      }
      if (!/\/1\/indexes\/\*\/queries/.test(request.url)) {
        return {status: 404, content: JSON.stringify({message: 'Only search queries are answered by the embedded index', status: 404}), isTimedOut: false};
      }
      let body: {requests?: SearchRequestParams[]};
      try {
        const text = typeof request.data === 'string' ? request.data : new TextDecoder().decode(request.data);
        body = JSON.parse(text) as {requests?: SearchRequestParams[]};
      } catch {
        return {status: 400, content: JSON.stringify({message: 'Malformed search request', status: 400}), isTimedOut: false};
      }
      const results = (body.requests ?? []).map((searchRequest) => answer(engine, searchRequest));
      return {status: 200, content: JSON.stringify({results}), isTimedOut: false};
    },
  };
}
