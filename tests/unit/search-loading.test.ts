import {describe, expect, test} from 'vitest';
import {buildIndex, SearchEngine} from '../../src/search/engine/whole-index-engine';
import {answer} from '../../src/search/engine/algolia-response';
import {extractRecords} from '../../src/search/index-build/extract-records';
import {BACKOFF_MS, ShardedIndex, type Clock} from '../../src/search/client/sharded-index';
import {buildShardedIndex} from '../../src/search/index-build/shard-build';
import {groupUrl, metaFileOf, shardUrl} from '../../src/search/engine/shard-format';
import {answerFromIndex} from '../../src/search/client/embedded-answer';
import {createEmbeddedRequester} from '../../src/search/client/embedded-requester';

const page = (title: string, body: string) =>
  `<html><head><title>${title} | Dagster Docs</title></head><body><article><div class="markdown"><header><h1>${title}</h1></header>${body}</div></article></body></html>`;

const records = [
  ...extractRecords(
    page('Schedules', '<p>Run a job at fixed times with a cron schedule.</p><h2 id="define-a-schedule">Define a schedule</h2><p>Use ScheduleDefinition to run assets every day.</p><p>More about cron strings.</p>'),
    '/guides/automate/schedules',
  ),
  ...extractRecords(page('Sensors', '<p>Sensors react to events such as a new file in a bucket.</p>'), '/guides/automate/sensors'),
];
const fullFile = JSON.parse(JSON.stringify(buildIndex(records))) as ReturnType<typeof buildIndex>;
const SMALL = {shardBytes: 300, groupBytes: 400};
const built = buildShardedIndex(records, 'new', 'assets/search/new/', SMALL);
const old = buildShardedIndex(records, 'old', 'assets/search/old/', SMALL);
const URLS = {base: '/', meta: ['/assets/search/new/meta.json', '/search-meta.json']};

/** The files of a build as a server table, keyed by absolute path. */
function served(files: typeof built, withMeta = true): Record<string, Answer | (() => Answer)> {
  const table: Record<string, Answer | (() => Answer)> = {};
  if (withMeta) table[`/${files.meta.dir}meta.json`] = {status: 200, body: metaFileOf(files.meta)};
  files.shards.forEach((shard, index) => (table[`/${shardUrl(files.meta, index)}`] = {status: 200, body: shard}));
  files.groups.forEach((group, index) => (table[`/${groupUrl(files.meta, index)}`] = {status: 200, body: group}));
  return table;
}
const isShard = (url: string) => /\/s\d+\.json$/.test(url);
const resultsOf = (response: {content: string}) => (JSON.parse(response.content) as {results: Array<{nbHits: number; hits: Array<{url: string}>}>}).results;

/** A clock whose time and timers the test moves by hand. */
function manualClock() {
  let now = 1_000_000;
  const timers: Array<{at: number; run: () => void}> = [];
  const clock: Clock = {now: () => now, setTimeout: (run, ms) => void timers.push({at: now + ms, run})};
  return {
    clock,
    advance(ms: number) {
      now += ms;
      for (const timer of timers.splice(0).filter((entry) => entry.at <= now)) timer.run();
    },
    pendingTimers: () => timers.length,
  };
}


/** A fetch that answers from a table of URLs and counts the calls to each. */
function fakeFetch(table: Record<string, Answer | (() => Answer)>) {
  const calls: string[] = [];
  const fetchFile = async (url: string) => {
    calls.push(url);
    const entry = table[url];
    const {status, body, text} = typeof entry === 'function' ? entry() : (entry ?? {status: 404});
    return new Response(text ?? JSON.stringify(body ?? {}), {status});
  };
  return {fetchFile, calls};
}

type Answer = {status: number; body?: unknown; text?: string};
const SEARCH_CALL = {method: 'POST', url: 'https://x/1/indexes/*/queries', data: JSON.stringify({requests: [{indexName: 'd', query: 'schedule'}]})};

describe('the whole-index engine (tests, upload, relevance)', () => {
  test('a malformed file is rejected, not half-used', () => {
    expect(() => new SearchEngine({version: 2, records: {pages: []}} as never)).toThrow(/malformed/);
    expect(() => new SearchEngine(null as never)).toThrow(/malformed/);
  });

  test('distinct answers give one hit per URL, each with a snippet, and count them honestly', () => {
    const engine = new SearchEngine(fullFile);
    const all = answer(engine, {query: 'schedule', attributesToSnippet: ['content:24']});
    const distinct = answer(engine, {query: 'schedule', attributesToSnippet: ['content:24'], distinct: true});
    const urls = distinct.hits.map((hit) => hit.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(all.hits.length).toBeGreaterThan(distinct.hits.length);
    expect(distinct.nbHits).toBe(distinct.hits.length);
    for (const hit of distinct.hits) expect(hit._snippetResult.content.value.length).toBeGreaterThan(0);
  });
});

describe('loading the sharded index', () => {
  test('the meta file once, then only what each query needs; never the whole index', async () => {
    const {fetchFile, calls} = fakeFetch(served(built));
    const index = new ShardedIndex(URLS, fetchFile, manualClock().clock);
    const seen: Array<string | null> = [];
    index.onStatus((status) => seen.push(status.loaded));
    const response = await answerFromIndex(index, SEARCH_CALL);
    expect(response.status).toBe(200);
    expect(resultsOf(response)[0]!.hits[0]!.url).toBe('/guides/automate/schedules');
    expect(calls[0]).toBe('/assets/search/new/meta.json');
    expect(calls.filter(isShard).length).toBeLessThan(built.shards.length);
    expect(calls).not.toContain('/search-index.json');
    expect(seen).toContain('full');
    expect(index.status).toMatchObject({loaded: 'full', loading: false, failed: null});
    const before = calls.length;
    await answerFromIndex(index, SEARCH_CALL);
    expect(calls.length).toBe(before);
  });

  for (const [name, broken] of [
    ['answers 500', {status: 500}],
    ['answers malformed JSON', {status: 200, text: '{"v": 1, "do'}],
    ['answers JSON of the wrong shape', {status: 200, body: {v: 1}}],
  ] as const) {
    test(`a shard that ${name}: the host is unreachable, the shard is fetched again only after its backoff, then results return`, async () => {
      const table = served(built);
      const probe = new ShardedIndex(URLS, fakeFetch(table).fetchFile, manualClock().clock);
      await answerFromIndex(probe, SEARCH_CALL);
      const shardPath = `/${shardUrl(built.meta, probe.engine!.shardsFor('schedule')[0]!)}`;
      const good = table[shardPath]!;
      let failing = true;
      table[shardPath] = () => (failing ? broken : (good as Answer));
      const {fetchFile, calls} = fakeFetch(table);
      const time = manualClock();
      const index = new ShardedIndex(URLS, fetchFile, time.clock);
      expect((await answerFromIndex(index, SEARCH_CALL)).status).toBe(0);
      expect(index.status).toMatchObject({loaded: 'full', failed: 'full', retryAt: 1_000_000 + BACKOFF_MS[0]!});
      // Keystrokes inside the window never fetch it.
      for (let key = 0; key < 10; key += 1) expect((await answerFromIndex(index, SEARCH_CALL)).status).toBe(0);
      expect(calls.filter((url) => url === shardPath).length).toBe(1);
      // After the window the status clears (the dialog asks again); a second failure doubles the wait.
      time.advance(BACKOFF_MS[0]!);
      expect(index.status.failed).toBeNull();
      expect((await answerFromIndex(index, SEARCH_CALL)).status).toBe(0);
      expect(calls.filter((url) => url === shardPath).length).toBe(2);
      expect(index.status.retryAt).toBe(1_000_000 + BACKOFF_MS[0]! + BACKOFF_MS[1]!);
      failing = false;
      time.advance(BACKOFF_MS[1]!);
      expect((await answerFromIndex(index, SEARCH_CALL)).status).toBe(200);
      expect(index.status).toMatchObject({loaded: 'full', failed: null, retryAt: null});
    });
  }

  test('no meta file: unreachable, retried by itself, retries stop after the last backoff step', async () => {
    const {fetchFile, calls} = fakeFetch({'/assets/search/new/meta.json': {status: 500}});
    const time = manualClock();
    const index = new ShardedIndex(URLS, fetchFile, time.clock);
    expect((await answerFromIndex(index, SEARCH_CALL)).status).toBe(0);
    expect(index.status).toMatchObject({loaded: null, failed: 'full'});
    for (const wait of BACKOFF_MS) {
      time.advance(wait);
      await index.settled();
    }
    const attempts = calls.length;
    expect(attempts).toBe(BACKOFF_MS.length + 1);
    time.advance(60_000);
    expect(time.pendingTimers()).toBe(0);
    // After the window, the next query tries once more.
    await answerFromIndex(index, SEARCH_CALL);
    expect(calls.length).toBe(attempts + 1);
  });

  test('a tab older than the deploy: its meta name is gone, the fixed name is used', async () => {
    const table = {...served(built, false), '/search-meta.json': {status: 200, body: metaFileOf(built.meta)}};
    const {fetchFile, calls} = fakeFetch(table);
    const index = new ShardedIndex(URLS, fetchFile, manualClock().clock);
    expect((await answerFromIndex(index, SEARCH_CALL)).status).toBe(200);
    expect(calls.slice(0, 2)).toEqual(['/assets/search/new/meta.json', '/search-meta.json']);
  });

  test('a deploy replaces the shards under an open tab: the next query moves to the new build', async () => {
    // The tab loaded the old build's meta; the server now has only the new build's files.
    const table: Record<string, Answer | (() => Answer)> = {'/assets/search/old/meta.json': {status: 200, body: metaFileOf(old.meta)}, '/search-meta.json': {status: 200, body: metaFileOf(built.meta)}, ...served(built)};
    const {fetchFile, calls} = fakeFetch(table);
    const index = new ShardedIndex({base: '/', meta: ['/assets/search/old/meta.json', '/search-meta.json']}, fetchFile, manualClock().clock);
    const response = await answerFromIndex(index, SEARCH_CALL);
    expect(response.status).toBe(200);
    expect(resultsOf(response)[0]!.hits[0]!.url).toBe('/guides/automate/schedules');
    expect(calls).toContain('/search-meta.json');
    expect(index.engine!.meta.build).toBe('new');
    expect(index.status.failed).toBeNull();
  });
});

describe('embedded requester without a worker', () => {
  test('answers, reports status, and settles', async () => {
    const {fetchFile} = fakeFetch(served(built));
    const requester = createEmbeddedRequester(URLS, {createWorker: () => null, fetchFile});
    const statuses: Array<string | null> = [];
    requester.onStatus((status) => statuses.push(status.loaded));
    const response = await requester.send(SEARCH_CALL);
    expect(response.status).toBe(200);
    expect((await requester.settled()).loaded).toBe('full');
    expect(statuses).toContain('full');
  });
});
