// Kept apart from the index code so the page can read the status without
// bundling the search engine (which runs in a worker).

export type TierName = 'headings' | 'full';

/** The meta file of the current build at a fixed name (no long cache): Node readers and tabs older than a deploy start here. */
export const SHARD_META_PATH = 'search-meta.json';

/** Where the browser finds the index: this build's meta file first, then the current build's at its fixed name (a tab older than a deploy). */
export interface IndexUrls {
  /** The site's base URL (ends with /): the meta file's paths are relative to it. */
  base: string;
  meta: string[];
}

export const fixedMetaUrl = (base: string) => `${base}${SHARD_META_PATH}`;

/** What the dialog needs to know about the embedded index, sent from the worker as it changes. */
export interface SearchStatus {
  /** 'full' once the index answers queries (its meta file is in; each query fetches its own shards), null before. */
  loaded: TierName | null;
  loading: boolean;
  /** 'full' while a file of the index failed (unreachable, an HTTP error or a malformed file) and waits for its retry. */
  failed: TierName | null;
  /** When that file is fetched again (epoch ms); queries before then never fetch it. */
  retryAt: number | null;
}

export const INITIAL_STATUS: SearchStatus = {loaded: null, loading: false, failed: null, retryAt: null};

/** Whether loading has come as far as it will for now: every record, or a failure waiting for its retry. */
export const isSettled = (status: SearchStatus) => status.loaded === 'full' || (!status.loading && status.failed !== null);
