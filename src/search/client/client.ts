import {liteClient} from 'algoliasearch/lite';
import type {SearchMode} from './config';
import {createEmbeddedRequester, type EmbeddedRequester} from './embedded-requester';
import {INITIAL_STATUS, type IndexUrls, type SearchStatus} from './search-status';

// The specification's client timeouts (the lite client's own defaults, stated
// here so a dependency update cannot change them silently).
const TIMEOUTS = {connect: 1_000, read: 2_000, write: 30_000};

export type SearchClient = ReturnType<typeof liteClient>;
export type {SearchStatus};

/** Where the index can be fetched (absolute paths on this site). */
export type TierUrls = IndexUrls;

let embedded: EmbeddedRequester | undefined;

function embeddedRequester(urls: TierUrls): EmbeddedRequester {
  embedded ??= createEmbeddedRequester(urls);
  return embedded;
}

/**
 * The Algolia lite client in both modes: hosted, it talks to Algolia; embedded,
 * its requester answers from the index shipped with the site. Either way the
 * caller gets the real client, with its real error types.
 */
export function createSearchClient(mode: SearchMode, urls: TierUrls): SearchClient {
  if (mode.mode === 'hosted') {
    const hosts = mode.hosts.map((origin) => {
      const url = new URL(origin);
      return {url: url.host, protocol: url.protocol.replace(':', '') as 'http' | 'https', accept: 'read' as const};
    });
    return liteClient(mode.appId, mode.apiKey, {timeouts: TIMEOUTS, ...(hosts.length > 0 ? {hosts} : {})});
  }
  const requester = embeddedRequester(urls);
  const client = liteClient(mode.appId, mode.apiKey, {timeouts: TIMEOUTS, requester});
  // The client caches answers by request; an answer holds only for the index
  // it came from. Once the index is in (or a tab moves to a new deploy's), a
  // query typed again must be answered afresh, not from the cache.
  let loaded = requester.status().loaded;
  requester.onStatus((status) => {
    if (status.loaded === loaded) return;
    loaded = status.loaded;
    void client.clearCache();
  });
  return client;
}

/** Starts fetching the embedded index early (on the reader's first sign of intent). */
export function preloadSearch(mode: SearchMode, urls: TierUrls): void {
  if (mode.mode !== 'embedded') return;
  embeddedRequester(urls).preload();
}

/** The embedded index's loading now (hosted mode has nothing to load: always complete). */
export function searchStatus(mode: SearchMode, urls: TierUrls): SearchStatus {
  return mode.mode === 'embedded' ? embeddedRequester(urls).status() : {...INITIAL_STATUS, loaded: 'full'};
}

/** Follows the embedded index's loading (hosted mode has nothing to load: always complete). */
export function subscribeSearchStatus(mode: SearchMode, urls: TierUrls, listener: (status: SearchStatus) => void): () => void {
  if (mode.mode !== 'embedded') {
    listener({...INITIAL_STATUS, loaded: 'full'});
    return () => undefined;
  }
  const requester = embeddedRequester(urls);
  listener(requester.status());
  return requester.onStatus(listener);
}

/** Waits until every record is loaded (or loading failed for now): the /search page shows snippets from them. */
export async function settledSearch(mode: SearchMode, urls: TierUrls): Promise<void> {
  if (mode.mode === 'embedded') await embeddedRequester(urls).settled();
}
