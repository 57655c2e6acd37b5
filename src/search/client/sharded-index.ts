import {answerSharded, type SearchRequestParams} from '../engine/algolia-response';
import {checkMeta, type ShardMeta} from '../engine/shard-format';
import {ShardedSearch} from '../engine/sharded-search';
import {fixedMetaUrl, INITIAL_STATUS, type IndexUrls, type SearchStatus} from './search-status';

/** Waits between attempts after a failure; automatic retries stop after the last one (a later query tries again). */
export const BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000];

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): void;
}

const realClock: Clock = {now: () => Date.now(), setTimeout: (callback, ms) => void setTimeout(callback, ms)};

/** Fetches one URL; the same-origin `fetch` in the browser, a stub in tests. */
export type FetchFile = (url: string) => Promise<Response>;

export type {IndexUrls};

class HttpError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`${url} answered HTTP ${status}`);
  }
}

/** A file that failed, and when it may be fetched again. */
interface Failure {
  retryAt: number;
}

/**
 * The sharded index as the dialog and the search page use it: the meta file
 * once, then per query the shards and record groups that query needs. A file
 * that cannot be fetched (unreachable, an HTTP error, malformed JSON or the
 * wrong shape) is fetched again after a backoff of 1, 2, 4, 8, 16 and 30 s,
 * automatically, never per keystroke: queries needing it fail at once in the
 * meantime. A 404 on a shard means a deploy replaced the index: the current
 * build's meta is fetched at its fixed name and the query asked again.
 */
export class ShardedIndex {
  private search: ShardedSearch | null = null;
  private current: SearchStatus = INITIAL_STATUS;
  private failures = 0;
  private readonly failed = new Map<string, Failure>();
  private loadingMeta: Promise<void> | null = null;
  private readonly listeners = new Set<(status: SearchStatus) => void>();

  constructor(
    private readonly urls: IndexUrls,
    private readonly fetchFile: FetchFile,
    private readonly clock: Clock = realClock,
  ) {}

  get status(): SearchStatus {
    return this.current;
  }

  onStatus(listener: (status: SearchStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private update(change: Partial<SearchStatus>): void {
    this.current = {...this.current, ...change};
    for (const listener of this.listeners) listener(this.current);
  }

  /** Fetches, parses and checks one file; a file in its failure window fails at once, without a request. */
  private async fetchJson<T>(url: string, check: (value: unknown) => T): Promise<T> {
    const failure = this.failed.get(url);
    if (failure && this.clock.now() < failure.retryAt) throw new Error(`${url} failed; next attempt at ${new Date(failure.retryAt).toISOString()}`);
    try {
      const response = await this.fetchFile(url);
      if (!response.ok) throw new HttpError(url, response.status);
      const value = check((await response.json()) as unknown);
      this.recordSuccess(url);
      return value;
    } catch (error) {
      this.recordFailure(url, error);
      throw error;
    }
  }

  private recordFailure(url: string, error: unknown): void {
    // A 404 on an old build's file is not a network failure: the caller moves to the current build.
    if (error instanceof HttpError && error.status === 404) return;
    this.failures += 1;
    const wait = BACKOFF_MS[Math.min(this.failures, BACKOFF_MS.length) - 1]!;
    const retryAt = this.clock.now() + wait;
    this.failed.set(url, {retryAt});
    this.update({loading: false, failed: 'full', retryAt});
    if (this.failures <= BACKOFF_MS.length) this.clock.setTimeout(() => void this.retry(url), wait);
  }

  private recordSuccess(url: string): void {
    const wasFailed = this.failed.delete(url);
    if (this.failed.size === 0) {
      this.failures = 0;
      if (wasFailed || this.current.failed !== null) this.update({failed: null, retryAt: null});
    }
  }

  /**
   * The automatic retry of a failed file: its window closes, and the dialog,
   * told that nothing is failing now, asks again for what is typed (which
   * fetches the file; a new failure opens the next, longer window).
   */
  private retry(url: string): void {
    if (!this.failed.delete(url)) return;
    if (this.search === null) {
      void this.start();
      return;
    }
    if (this.failed.size === 0) this.update({failed: null, retryAt: null});
  }

  private async fetchMeta(urls: string[]): Promise<ShardMeta> {
    let lastError: unknown = new Error('no URL for the search index');
    for (const url of urls) {
      try {
        return await this.fetchJson(url, checkMeta);
      } catch (error) {
        lastError = error;
        // After a deploy the previous build's meta name is gone: try the next name.
        if (!(error instanceof HttpError && error.status === 404)) break;
      }
    }
    throw lastError;
  }

  private use(meta: ShardMeta): void {
    this.search = new ShardedSearch(meta, (relative, check) => this.fetchJson(`${this.urls.base}${relative}`, check));
  }

  /** Fetches the meta file unless it is in (or its failure window is open); resolves when there is an index to ask or the attempt failed. */
  start(): Promise<void> {
    if (this.search !== null) return Promise.resolve();
    this.loadingMeta ??= (async () => {
      this.update({loading: true});
      try {
        this.use(await this.fetchMeta(this.urls.meta));
        this.update({loaded: 'full', loading: false});
      } catch {
        this.update({loading: false, failed: 'full'});
      } finally {
        this.loadingMeta = null;
      }
    })();
    return this.loadingMeta;
  }

  /** Resolves once the index can answer or loading failed for now (the search page waits for it). */
  async settled(): Promise<void> {
    await this.start();
  }

  /** The index, for Node readers and tests: null until the meta file is in. */
  get engine(): ShardedSearch | null {
    return this.search;
  }

  /** One Algolia search request answered from the index; null when it cannot be (the host is then reported unreachable). */
  async answer(request: SearchRequestParams): Promise<Awaited<ReturnType<typeof answerSharded>> | null> {
    await this.start();
    if (this.search === null) return null;
    const search = this.search;
    try {
      return await answerSharded(search, request);
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 404)) return null;
      // A deploy replaced the index under this tab: move to the current build's and ask again.
      try {
        const meta = await this.fetchMeta([fixedMetaUrl(this.urls.base)]);
        if (meta.build === search.meta.build) return null;
        if (this.search === search) this.use(meta);
        return await answerSharded(this.search!, request);
      } catch {
        return null;
      }
    }
  }
}
