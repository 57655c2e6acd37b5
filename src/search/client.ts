import {liteClient} from 'algoliasearch/lite';
import type {SearchMode} from './config';
import {createEmbeddedRequester} from './embedded-requester';

// The specification's client timeouts (the lite client's own defaults, stated
// here so a dependency update cannot change them silently).
const TIMEOUTS = {connect: 1_000, read: 2_000, write: 30_000};

export type SearchClient = ReturnType<typeof liteClient>;

let embedded: ReturnType<typeof createEmbeddedRequester> | undefined;

/**
 * The Algolia lite client in both modes: hosted, it talks to Algolia; embedded,
 * its requester answers from the index shipped with the site. Either way the
 * caller gets the real client, with its real error types.
 */
export function createSearchClient(mode: SearchMode, indexUrl: string): SearchClient {
  if (mode.mode === 'hosted') {
    const hosts = mode.hosts.map((origin) => {
      const url = new URL(origin);
      return {url: url.host, protocol: url.protocol.replace(':', '') as 'http' | 'https', accept: 'read' as const};
    });
    return liteClient(mode.appId, mode.apiKey, {timeouts: TIMEOUTS, ...(hosts.length > 0 ? {hosts} : {})});
  }
  embedded ??= createEmbeddedRequester(indexUrl);
  return liteClient(mode.appId, mode.apiKey, {timeouts: TIMEOUTS, requester: embedded});
}

/** Starts fetching the embedded index early (on the reader's first sign of intent). */
export function preloadSearch(mode: SearchMode, indexUrl: string): void {
  if (mode.mode !== 'embedded') return;
  embedded ??= createEmbeddedRequester(indexUrl);
  embedded.preload();
}
