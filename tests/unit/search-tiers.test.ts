import {describe, expect, test} from 'vitest';
import {buildHeadingsIndex, buildIndex, SearchEngine} from '../../src/search/engine';
import {answer} from '../../src/search/algolia-response';
import {extractRecords} from '../../src/search/records';
import {BACKOFF_MS, TieredIndex, type Clock} from '../../src/search/tiered-index';
import {answerFromIndex} from '../../src/search/embedded-answer';
import {createEmbeddedRequester} from '../../src/search/embedded-requester';

const page = (title: string, body: string) =>
  `<html><head><title>${title} | Dagster Docs</title></head><body><article><div class="markdown"><header><h1>${title}</h1></header>${body}</div></article></body></html>`;

const records = [
  ...extractRecords(
    page('Schedules', '<p>Run a job at fixed times with a cron schedule.</p><h2 id="define-a-schedule">Define a schedule</h2><p>Use ScheduleDefinition to run assets every day.</p><p>More about cron strings.</p>'),
    '/guides/automate/schedules',
  ),
  ...extractRecords(page('Sensors', '<p>Sensors react to events such as a new file in a bucket.</p>'), '/guides/automate/sensors'),
];
const headingsFile = JSON.parse(JSON.stringify(buildHeadingsIndex(records))) as ReturnType<typeof buildHeadingsIndex>;
const fullFile = JSON.parse(JSON.stringify(buildIndex(records))) as ReturnType<typeof buildIndex>;
const URLS = {headings: ['/h.json'], full: ['/f.json']};

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

type Answer = {status: number; body?: unknown; text?: string};
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

const SEARCH_CALL = {method: 'POST', url: 'https://x/1/indexes/*/queries', data: JSON.stringify({requests: [{indexName: 'd', query: 'schedule'}]})};

describe('index tiers', () => {
  test('the first tier holds titles and headings only, and answers heading queries', () => {
    const engine = new SearchEngine(headingsFile);
    expect(engine.tier).toBe('headings');
    expect(headingsFile.records.records.every((record) => record[8] === null)).toBe(true);
    expect(engine.search('define schedule').map((hit) => hit.record.url)[0]).toBe('/guides/automate/schedules#define-a-schedule');
    // Paragraph words are not in it: "cron" only appears in text.
    expect(engine.search('cron')).toEqual([]);
    expect(new SearchEngine(fullFile).search('cron').length).toBeGreaterThan(0);
  });

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

describe('tiered loading', () => {
  test('headings first, then everything; queries use the most complete tier', async () => {
    const {fetchFile, calls} = fakeFetch({'/h.json': {status: 200, body: headingsFile}, '/f.json': {status: 200, body: fullFile}});
    const index = new TieredIndex(URLS, fetchFile, manualClock().clock);
    const seen: Array<string | null> = [];
    index.onStatus((status) => seen.push(status.loaded));
    const first = await index.engineForQuery();
    expect(first?.tier).toBe('headings');
    const settled = await index.settled();
    expect(settled?.tier).toBe('full');
    expect(calls).toEqual(['/h.json', '/f.json']);
    expect(seen).toContain('headings');
    expect(index.status).toMatchObject({loaded: 'full', loading: false, failed: null});
    await index.engineForQuery();
    expect(calls.length).toBe(2);
  });

  test('a failed full tier leaves the headings answering, fetched again only after its backoff', async () => {
    let fullStatus = 500;
    const {fetchFile, calls} = fakeFetch({'/h.json': {status: 200, body: headingsFile}, '/f.json': () => ({status: fullStatus, body: fullFile})});
    const time = manualClock();
    const index = new TieredIndex(URLS, fetchFile, time.clock);
    await index.settled();
    expect(index.status).toMatchObject({loaded: 'headings', failed: 'full', retryAt: 1_000_000 + BACKOFF_MS[0]!});
    // Keystrokes inside the window never fetch.
    for (let key = 0; key < 10; key += 1) expect((await answerFromIndex(index, SEARCH_CALL)).status).toBe(200);
    expect(calls.filter((url) => url === '/f.json').length).toBe(1);
    // The timer retries by itself after the window; a second failure doubles the wait.
    time.advance(BACKOFF_MS[0]!);
    await index.settled();
    expect(calls.filter((url) => url === '/f.json').length).toBe(2);
    expect(index.status.retryAt).toBe(1_000_000 + BACKOFF_MS[0]! + BACKOFF_MS[1]!);
    fullStatus = 200;
    time.advance(BACKOFF_MS[1]!);
    expect((await index.settled())?.tier).toBe('full');
    expect(index.status).toMatchObject({loaded: 'full', failed: null, retryAt: null});
  });

  test('malformed JSON and a broken first tier: the full tier still answers', async () => {
    const {fetchFile} = fakeFetch({'/h.json': {status: 200, text: '{"version": 2, "reco'}, '/f.json': {status: 200, body: fullFile}});
    const index = new TieredIndex(URLS, fetchFile, manualClock().clock);
    const response = await answerFromIndex(index, SEARCH_CALL);
    expect(response.status).toBe(200);
    expect((JSON.parse(response.content) as {results: Array<{nbHits: number; tier: string}>}).results[0]).toMatchObject({tier: 'full'});
  });

  test('nothing loadable: the host is reported unreachable, retries stop after the last backoff step', async () => {
    const {fetchFile, calls} = fakeFetch({'/h.json': {status: 404}, '/f.json': {status: 500}});
    const time = manualClock();
    const index = new TieredIndex(URLS, fetchFile, time.clock);
    expect((await answerFromIndex(index, SEARCH_CALL)).status).toBe(0);
    for (const wait of BACKOFF_MS) {
      time.advance(wait);
      await index.settled();
    }
    const attempts = calls.length;
    expect(attempts).toBe(2 * (BACKOFF_MS.length + 1));
    time.advance(60_000);
    expect(time.pendingTimers()).toBe(0);
    // After the window, the next query tries once more.
    await answerFromIndex(index, SEARCH_CALL);
    expect(calls.length).toBe(attempts + 2);
  });

  test('a 404 on a build-unique name falls back to the next URL (a tab older than the deploy)', async () => {
    const {fetchFile, calls} = fakeFetch({'/h.json': {status: 404}, '/old-full.json': {status: 404}, '/search-index.json': {status: 200, body: fullFile}});
    const index = new TieredIndex({headings: ['/h.json'], full: ['/old-full.json', '/search-index.json']}, fetchFile, manualClock().clock);
    expect((await index.settled())?.tier).toBe('full');
    expect(calls).toEqual(['/h.json', '/old-full.json', '/search-index.json']);
  });
});

describe('embedded requester without a worker', () => {
  test('answers, reports status, and settles', async () => {
    const {fetchFile} = fakeFetch({'/h.json': {status: 200, body: headingsFile}, '/f.json': {status: 200, body: fullFile}});
    const requester = createEmbeddedRequester(URLS, {createWorker: () => null, fetchFile});
    const statuses: Array<string | null> = [];
    requester.onStatus((status) => statuses.push(status.loaded));
    const response = await requester.send(SEARCH_CALL);
    expect(response.status).toBe(200);
    expect((await requester.settled()).loaded).toBe('full');
    expect(statuses).toContain('full');
  });
});
