// Kept apart from the index code so the page can read the status without
// bundling the search engine (which runs in a worker).

export type TierName = 'headings' | 'full';

/** What the dialog needs to know about the embedded index, sent from the worker as it changes. */
export interface SearchStatus {
  /** The most complete tier that answers queries, or null before the first one arrives. */
  loaded: TierName | null;
  loading: boolean;
  /** The tier whose fetch failed last (unreachable, an HTTP error or a malformed file), until it loads. */
  failed: TierName | null;
  /** When that tier is fetched again (epoch ms); queries before then never fetch it. */
  retryAt: number | null;
}

export const INITIAL_STATUS: SearchStatus = {loaded: null, loading: false, failed: null, retryAt: null};

/** Whether loading has come as far as it will for now: every record, or a failure waiting for its retry. */
export const isSettled = (status: SearchStatus) => status.loaded === 'full' || (!status.loading && status.failed !== null);
