import {SearchEngine} from './engine';
import type {SearchIndexFile} from './record';

import {INITIAL_STATUS, type SearchStatus, type TierName} from './search-status';

export type {SearchStatus, TierName};

/** Waits between attempts after a failure; automatic retries stop after the last one (a later query tries again). */
export const BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000];

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): void;
}

const realClock: Clock = {now: () => Date.now(), setTimeout: (callback, ms) => void setTimeout(callback, ms)};

/** Fetches one URL; the same-origin `fetch` in the browser, a stub in tests. */
export type FetchFile = (url: string) => Promise<Response>;

async function fetchTier(urls: string[], fetchFile: FetchFile): Promise<SearchEngine> {
  let lastError: unknown = new Error('no URL for this tier');
  for (const url of urls) {
    const response = await fetchFile(url);
    if (response.ok) return SearchEngine.load((await response.json()) as SearchIndexFile);
    lastError = new Error(`${url} answered HTTP ${response.status}`);
    // After a deploy the previous build's tier names are gone: try the next name.
    if (response.status !== 404) break;
  }
  throw lastError;
}

/**
 * The embedded index in two tiers: titles and headings first (small, for the
 * first keystrokes), then every record. Each tier is fetched once; after a
 * failure it is fetched again only when its backoff window has passed, never
 * per keystroke. Queries are answered from the most complete tier loaded.
 */
export class TieredIndex {
  private engine: SearchEngine | null = null;
  private current: SearchStatus = INITIAL_STATUS;
  private failures = 0;
  private running = false;
  private readonly listeners = new Set<(status: SearchStatus) => void>();
  private waiters: Array<() => void> = [];

  constructor(
    private readonly urls: Record<TierName, string[]>,
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

  /**
   * Starts fetching what is missing (unless a fetch is running or a failure
   * window is open) and resolves once there is an engine to ask or the
   * attempt has failed.
   */
  async start(): Promise<void> {
    const {retryAt} = this.current;
    const inWindow = retryAt !== null && this.clock.now() < retryAt;
    if (!this.running && this.engine?.tier !== 'full' && !inWindow) void this.run();
    while (this.engine === null && this.running) await this.nextUpdate();
  }

  private nextUpdate(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** The engine to answer a query from: waits for a fetch in flight; null when nothing could be loaded. */
  async engineForQuery(): Promise<SearchEngine | null> {
    await this.start();
    return this.engine;
  }

  /** Resolves when every record is loaded or the current attempt failed (for the /search page, which shows snippets). */
  async settled(): Promise<SearchEngine | null> {
    await this.start();
    while (this.running) await this.nextUpdate();
    return this.engine;
  }

  private update(change: Partial<SearchStatus>): void {
    this.current = {...this.current, ...change};
    for (const listener of this.listeners) listener(this.current);
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  private async run(): Promise<void> {
    this.running = true;
    this.update({loading: true, retryAt: null});
    let tier: TierName = this.engine === null ? 'headings' : 'full';
    for (;;) {
      try {
        const engine = await fetchTier(this.urls[tier], this.fetchFile);
        this.engine = engine;
        this.failures = 0;
        if (tier === 'full') {
          this.running = false;
          this.update({loaded: 'full', loading: false, failed: null, retryAt: null});
          return;
        }
        this.update({loaded: 'headings', failed: null});
        tier = 'full';
      } catch {
        // A broken first tier need not hold search back: the full one answers everything.
        if (tier === 'headings') {
          this.update({failed: 'headings'});
          tier = 'full';
          continue;
        }
        this.fail(tier);
        return;
      }
    }
  }

  private fail(tier: TierName): void {
    this.failures += 1;
    const wait = BACKOFF_MS[Math.min(this.failures, BACKOFF_MS.length) - 1]!;
    const retryAt = this.clock.now() + wait;
    this.running = false;
    if (this.failures <= BACKOFF_MS.length) {
      this.clock.setTimeout(() => {
        if (!this.running && this.engine?.tier !== 'full') void this.start();
      }, wait);
    }
    this.update({loading: false, failed: tier, retryAt});
  }
}
