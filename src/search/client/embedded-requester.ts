import type {EndRequest, RequesterResponse} from './embedded-answer';
import {INITIAL_STATUS, isSettled, type SearchStatus} from './search-status';
import type {FromWorker, ToWorker} from './worker-protocol';
import type {FetchFile, IndexUrls} from './sharded-index';

interface Backend {
  start(): void;
  send(request: EndRequest): Promise<RequesterResponse>;
}

export interface EmbeddedRequester {
  /** Starts fetching the index without searching (on the reader's first sign of intent). */
  preload(): void;
  send(request: EndRequest): Promise<RequesterResponse>;
  status(): SearchStatus;
  onStatus(listener: (status: SearchStatus) => void): () => void;
  /** Resolves when every record is loaded, or loading failed and waits for its retry. */
  settled(): Promise<SearchStatus>;
}

export interface RequesterOptions {
  /** The search worker, or null where workers are unavailable (the index then loads on the page). */
  createWorker?: () => Worker | null;
  fetchFile?: FetchFile;
}

const UNREACHABLE: RequesterResponse = {status: 0, content: '', isTimedOut: false};

function defaultWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    // A same-origin script bundled by the build (the CSP's script-src 'self' covers it).
    return new Worker(new URL('./search.worker.ts', import.meta.url), {name: 'search'});
  } catch {
    return null;
  }
}

/** The index on the page itself: where no worker can run, or the worker's script failed to load. */
function inlineBackend(urls: IndexUrls, fetchFile: FetchFile, onStatus: (status: SearchStatus) => void): Backend {
  const index = Promise.all([import('./sharded-index'), import('./embedded-answer')]).then(([{ShardedIndex}, {answerFromIndex}]) => {
    const tiered = new ShardedIndex(urls, fetchFile);
    tiered.onStatus(onStatus);
    return {tiered, answerFromIndex};
  });
  return {
    start() {
      index.then(({tiered}) => void tiered.start()).catch(() => undefined);
    },
    send(request) {
      return index.then(({tiered, answerFromIndex}) => answerFromIndex(tiered, request)).catch(() => UNREACHABLE);
    },
  };
}

function workerBackend(worker: Worker, urls: IndexUrls, onStatus: (status: SearchStatus) => void, onBroken: () => Backend): Backend {
  const pending = new Map<number, {request: EndRequest; resolve: (response: RequesterResponse) => void}>();
  let nextId = 0;
  let replacement: Backend | undefined;
  const post = (message: ToWorker) => worker.postMessage(message);
  worker.onmessage = (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    if (message.type === 'status') {
      onStatus(message.status);
      return;
    }
    pending.get(message.id)?.resolve(message.response);
    pending.delete(message.id);
  };
  worker.onerror = (event) => {
    // The worker's script could not load (say, a deploy replaced it): carry on without it.
    event.preventDefault();
    worker.terminate();
    replacement = onBroken();
    replacement.start();
    for (const {request, resolve} of pending.values()) void replacement.send(request).then(resolve);
    pending.clear();
  };
  return {
    start() {
      if (replacement) replacement.start();
      else post({type: 'start', urls});
    },
    send(request) {
      if (replacement) return replacement.send(request);
      const id = (nextId += 1);
      return new Promise((resolve) => {
        pending.set(id, {request, resolve});
        post({type: 'search', id, request});
      });
    },
  };
}

/**
 * An Algolia requester that answers search calls from the index shipped with
 * the site, loaded and queried in a worker, instead of the network.
 */
export function createEmbeddedRequester(urls: IndexUrls, options: RequesterOptions = {}): EmbeddedRequester {
  const fetchFile = options.fetchFile ?? ((url: string) => fetch(url, {credentials: 'same-origin'}));
  let status = INITIAL_STATUS;
  const listeners = new Set<(status: SearchStatus) => void>();
  const setStatus = (next: SearchStatus) => {
    status = next;
    for (const listener of listeners) listener(next);
  };
  let backend: Backend | undefined;
  const ensureBackend = (): Backend => {
    if (backend) return backend;
    const worker = (options.createWorker ?? defaultWorker)();
    backend = worker ? workerBackend(worker, urls, setStatus, () => inlineBackend(urls, fetchFile, setStatus)) : inlineBackend(urls, fetchFile, setStatus);
    return backend;
  };

  return {
    preload() {
      ensureBackend().start();
    },
    send(request) {
      const current = ensureBackend();
      current.start(); // fetches what is missing, unless a failure window is open
      return current.send(request);
    },
    status: () => status,
    onStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settled() {
      ensureBackend().start();
      if (isSettled(status)) return Promise.resolve(status);
      return new Promise((resolve) => {
        const stop = this.onStatus((next) => {
          if (!isSettled(next)) return;
          stop();
          resolve(next);
        });
      });
    },
  };
}
