import {describe, expect, test} from 'vitest';
import {answer, answerSharded} from '../../src/search/engine/algolia-response';
import MiniSearch from 'minisearch';
import {
  buildIndex,
  FEW_RESULTS,
  indexedFields,
  matchRecords,
  MINISEARCH_OPTIONS,
  ONE_PASS_TERMS,
  PARTIAL_MATCH_WEIGHT,
  queryTermsOf,
  searchOptions,
  SearchEngine,
  type IndexedFields,
} from '../../src/search/engine/whole-index-engine';
import {extractRecords} from '../../src/search/index-build/extract-records';
import {buildShardedIndex, partitionByPrefix, type ShardedIndexFiles} from '../../src/search/index-build/shard-build';
import {checkMeta, decodeKeys, encodeKeys, groupUrl, metaFileOf, shardsForTerm, shardUrl, undelta} from '../../src/search/engine/shard-format';
import {ShardedSearch} from '../../src/search/engine/sharded-search';
import {mulberry32} from '../../scripts/bench/synthetic';

const page = (title: string, body: string) =>
  `<html><head><title>${title} | Dagster Docs</title></head><body><article><div class="markdown"><header><h1>${title}</h1></header>${body}</div></article></body></html>`;

const WORDS = (
  'asset assets materialize schedule schedules sensor sensors partition partitions partitioned backfill backfills job jobs op ops ' +
  'resource resources config configuration configure run runs deployment deploy dagster cloud hybrid serverless agent agents ' +
  'io manager managers storage snowflake bigquery duckdb dbt airbyte fivetran pandas polars spark kubernetes docker helm ' +
  'daily hourly weekly cron freshness automation condition eager lineage catalog observe observation check checks test testing ' +
  'pipeline pipelines tutorial install installation python project definitions code location locations branch alert alerts'
).split(' ');
const SYMBOLS = ['AssetSpec', 'define_asset_job', 'AutomationCondition.eager', 'ScheduleDefinition', 'DailyPartitionsDefinition', 'multi_asset', 'asset_check', 'IOManager', 'ConfigurableResource', 'RunRequest'];

/** A synthetic site: guides with prose and API pages with symbol entries, from a fixed seed. */
function corpus(): ReturnType<typeof extractRecords> {
  const random = mulberry32(42);
  const pick = () => WORDS[Math.floor(random() * WORDS.length)]!;
  const sentence = (length: number) => Array.from({length}, pick).join(' ');
  const pages: Array<[string, string]> = [];
  for (let index = 0; index < 60; index += 1) {
    const title = `${pick()} ${pick()}`;
    const slug = title.replace(/ /g, '-');
    let body = `<p>${sentence(30)}.</p>`;
    for (let section = 0; section < 3; section += 1) {
      const heading = sentence(3);
      body += `<h2 id="${heading.replace(/ /g, '-')}">${heading}</h2><p>${sentence(40)}.</p><p>${sentence(25)} ${SYMBOLS[Math.floor(random() * SYMBOLS.length)]}.</p>`;
    }
    pages.push([`/guides/${index % 3 === 0 ? 'build' : 'automate'}/${slug}-${index}`, page(title, body)]);
  }
  for (let index = 0; index < 4; index += 1) {
    let body = '';
    for (const symbol of SYMBOLS.slice(index * 3, index * 3 + 4)) {
      body += `<h2 id="dagster.${symbol}">${symbol}</h2><p>${sentence(20)} ${symbol}.</p><h3 id="dagster.${symbol}.check">check</h3><p>${sentence(12)}.</p>`;
    }
    pages.push([`/api/python-api/module-${index}`, page(`Module ${index}`, body)]);
  }
  pages.push(['/getting-started/installation', page('Installation', '<p>Install dagster with pip in a Python project.</p><h2 id="uv">Install with uv</h2><p>uv is fast.</p>')]);
  return pages.flatMap(([url, html]) => extractRecords(html, url));
}

const records = corpus();
const whole = new SearchEngine(JSON.parse(JSON.stringify(buildIndex(records))));

/** Serves the built files from memory as JSON text (as a server would), counting fetches. */
function serve(files: ShardedIndexFiles) {
  const table = new Map<string, string>();
  files.shards.forEach((shard, index) => table.set(shardUrl(files.meta, index), JSON.stringify(shard)));
  files.groups.forEach((group, index) => table.set(groupUrl(files.meta, index), JSON.stringify(group)));
  const fetched: string[] = [];
  const fetchJson = async <T,>(path: string, check: (value: unknown) => T) => {
    fetched.push(path);
    const text = table.get(path);
    if (text === undefined) throw new Error(`404 ${path}`);
    return check(JSON.parse(text) as unknown);
  };
  return {fetchJson, fetched, table};
}

const QUERIES = [
  'schedule',
  'schedules',
  'daily partitions',
  'asset check',
  'AssetSpec',
  'define_asset_job',
  'AutomationCondition.eager',
  'dg.multi_asset',
  'install dagster',
  'configure a snowflake io manager',
  'materialize assets daily',
  'kubern', // a prefix being typed
  'freshness chec',
  'how do I backfill partitions in the cloud',
  'RunRequest',
  'zzzz',
];

describe('matching records', () => {
  test('a long query matched in one OR pass gives exactly the AND-then-OR results of two passes', () => {
    const miniSearch = new MiniSearch<IndexedFields>(MINISEARCH_OPTIONS);
    miniSearch.addAll(records.map(indexedFields));
    // The rule as it reads: records matching every word; when fewer than FEW_RESULTS, the rest at the partial weight.
    const twoPasses = (query: string) => {
      const options = searchOptions(queryTermsOf(query));
      const every = miniSearch.search(query, {...options, combineWith: 'AND'});
      if (every.length >= FEW_RESULTS) return every;
      const ids = new Set(every.map((result) => result.id));
      return [...every, ...miniSearch.search(query, {...options, combineWith: 'OR'}).filter((result) => !ids.has(result.id)).map((result) => ({...result, score: result.score * PARTIAL_MATCH_WEIGHT}))];
    };
    const random = mulberry32(7);
    // Every other query has a word no record holds, so no record matches all of it (the partial branch).
    const queries = Array.from({length: 40}, (_, index) => [...Array.from({length: 3 + (index % 4)}, () => WORDS[Math.floor(random() * WORDS.length)]!), ...(index % 2 === 1 ? ['quokka'] : [])].join(' '));
    queries.push('asset asset asset', 'how to run a daily job', 'partiton the asset checks', 'zzz schedule sensor');
    let fewCases = 0;
    let onePass = 0;
    for (const query of queries) {
      if (new Set(queryTermsOf(query)).size >= ONE_PASS_TERMS) onePass += 1;
      const key = (results: Array<{id: unknown; score: number}>) => results.map((result) => `${String(result.id)}:${result.score.toFixed(9)}`).sort();
      const expected = twoPasses(query);
      if (expected.length > 0 && miniSearch.search(query, {...searchOptions(queryTermsOf(query)), combineWith: 'AND'}).length < FEW_RESULTS) fewCases += 1;
      expect(key(matchRecords(miniSearch, query, searchOptions(queryTermsOf(query)))), query).toEqual(key(expected));
    }
    // The one-pass path was taken, and both branches of the rule were met.
    expect(onePass).toBeGreaterThan(30);
    expect(fewCases).toBeGreaterThan(5);
    expect(fewCases).toBeLessThan(queries.length);
  });
});

describe('the sharded index', () => {
  const files = buildShardedIndex(records, 'b1', 'assets/search/b1/', {shardBytes: 600, groupBytes: 1_500});

  test('every term is in exactly one shard, the one its longest key names', () => {
    const seen = new Map<string, number>();
    files.shards.forEach((shard, index) => {
      for (const [term] of shard.terms) {
        expect(seen.has(term), term).toBe(false);
        seen.set(term, index);
        const [home] = shardsForTerm(files.meta.keys, term, false);
        expect(shard.keys).toContain(files.meta.keys[home!]);
        expect(term.startsWith(files.meta.keys[home!]!)).toBe(true);
        expect(undelta(files.meta.keyFiles)[home!]).toBe(index);
      }
    });
    expect(seen.size).toBeGreaterThan(50);
    expect(files.shards.length).toBeGreaterThan(10);
    expect(files.meta.keys.length).toBeGreaterThan(files.shards.length);
  });

  test('the meta file front-codes its shard keys and reads them back exactly; a damaged key list is refused', () => {
    const written = JSON.parse(JSON.stringify(metaFileOf(files.meta))) as unknown;
    expect(typeof (written as {keys: unknown}).keys).toBe('string');
    expect(checkMeta(written)).toEqual(files.meta);
    expect(encodeKeys(['s', 's3', 'sch', 'sched', 'schem'])).toBe('0s\n1' + '3\n1ch\n3ed\n4m');
    expect(decodeKeys('0s\n13\n1ch\n3ed\n4m')).toEqual(['s', 's3', 'sch', 'sched', 'schem']);
    expect(() => decodeKeys('0sch\n9x')).toThrow(/malformed/);
    expect(() => decodeKeys('0sch\n0abc')).toThrow(/not sorted/);
    expect(() => decodeKeys('0sch\n3')).toThrow(/malformed/);
    expect(() => encodeKeys(['b', 'a'])).toThrow(/not sorted/);
    expect(() => checkMeta({...(written as object), keyFiles: [0]})).toThrow(/without its file/);
  });

  test('prefix groups stay within the budget unless one term is larger', () => {
    const entries = ['a', 'ab', 'abc', 'abd', 'b', 'ba', 'bb'].map((term) => ({term, bytes: 10}));
    const shards = partitionByPrefix(entries, 25);
    expect([...shards.keys()].sort()).toEqual(['a', 'ab', 'abc', 'abd', 'b', 'ba', 'bb']);
    expect(partitionByPrefix(entries, 30).get('b')!.map((index) => entries[index]!.term)).toEqual(['b', 'ba', 'bb']);
    // Prefix search from "ab" needs "ab" and every longer key under it; exact search only its home.
    const keys = [...shards.keys()];
    expect(shardsForTerm(keys, 'ab', true).map((index) => keys[index]).sort()).toEqual(['ab', 'abc', 'abd']);
    expect(shardsForTerm(keys, 'abcz', false).map((index) => keys[index])).toEqual(['abc']);
    expect(shardsForTerm(keys, 'bz', true).map((index) => keys[index])).toEqual(['b']);
    expect(shardsForTerm(keys, 'b', true).map((index) => keys[index]).sort()).toEqual(['b', 'ba', 'bb']);
  });

  test('a page is split across record groups without loss; pages are consecutive or the build stops', () => {
    const total = files.groups.reduce((sum, group) => sum + group.records.records.length, 0);
    expect(total).toBe(records.length);
    expect(() => buildShardedIndex([records[0]!, records[records.length - 1]!, records[1]!], 'b', 'd/')).toThrow(/not consecutive/);
    expect(() => buildShardedIndex([], 'b', 'd/')).toThrow(/no records/);
  });

  test.each(QUERIES)('"%s" ranks as the whole index does', async (query) => {
    const {fetchJson} = serve(files);
    const sharded = new ShardedSearch(files.meta, fetchJson);
    const expected = whole.search(query).map((hit) => hit.record.url + '|' + hit.record.type + '|' + hit.record.weight.position);
    const hits = await sharded.hydrate(await sharded.rank(query));
    const got = hits.map((hit) => hit.record.url + '|' + hit.record.type + '|' + hit.record.weight.position);
    const firstDifference = got.findIndex((value, index) => value !== expected[index]);
    expect(firstDifference === -1 ? null : {at: firstDifference, got: got.slice(firstDifference, firstDifference + 3), expected: expected.slice(firstDifference, firstDifference + 3)}).toBeNull();
    expect(got).toEqual(expected);
  });

  test('answers as the whole index does, snippets and highlights included, distinct or not', async () => {
    const {fetchJson} = serve(files);
    const sharded = new ShardedSearch(files.meta, fetchJson);
    const strip = ({queryID: _id, processingTimeMS: _ms, ...rest}: {queryID: string; processingTimeMS: number}) => rest;
    for (const query of ['schedule', 'AssetSpec', 'daily partitions']) {
      for (const params of [{query}, {query, distinct: true, hitsPerPage: 5, page: 1, attributesToSnippet: ['content:12']}]) {
        expect(strip(await answerSharded(sharded, params))).toEqual(strip(answer(whole, params)));
      }
    }
  });

  test('a query fetches only its own shards and the groups of the hits it shows', async () => {
    const {fetchJson, fetched} = serve(files);
    const sharded = new ShardedSearch(files.meta, fetchJson);
    await answerSharded(sharded, {query: 'snowflake', hitsPerPage: 5});
    const shards = fetched.filter((path) => /\/s\d+\.json$/.test(path));
    const groups = fetched.filter((path) => /\/g\d+\.json$/.test(path));
    expect(shards.length).toBeGreaterThan(0);
    expect(shards.length).toBeLessThanOrEqual(3);
    expect(groups.length).toBeLessThanOrEqual(5);
    expect(fetched.length).toBeLessThan((files.shards.length + files.groups.length) / 4);
    // Asked again: nothing more is fetched.
    const before = fetched.length;
    await answerSharded(sharded, {query: 'snowflake', hitsPerPage: 5});
    expect(fetched.length).toBe(before);
  });

  test('a failed fetch rejects the query and is tried again by the next one', async () => {
    const {fetchJson, table} = serve(files);
    const sharded = new ShardedSearch(files.meta, fetchJson);
    const [needed] = sharded.shardsFor('snowflake');
    const path = shardUrl(files.meta, needed!);
    const body = table.get(path)!;
    table.set(path, '{"v": 1, "docs": "broken"}');
    await expect(sharded.rank('snowflake')).rejects.toThrow(/malformed/);
    table.set(path, body);
    expect((await sharded.rank('snowflake')).length).toBeGreaterThan(0);
  });

  test('typos are tolerated past the shard key, not within it (that shard is never fetched)', async () => {
    const roomy = buildShardedIndex(records, 'b2', 'assets/search/b2/');
    const expected = whole.search('partitoned').map((hit) => hit.record.weight.position);
    expect(expected.length).toBeGreaterThan(0);
    const inRoomy = new ShardedSearch(roomy.meta, serve(roomy).fetchJson);
    expect((await inRoomy.rank('partitoned')).map((hit) => hit.doc)).toEqual(expected);
    // With tiny shards "partitioned" lives under a longer key than the typo reaches.
    const tiny = new ShardedSearch(files.meta, serve(files).fetchJson);
    expect(files.meta.keys.some((key) => key.length >= 7 && 'partitioned'.startsWith(key))).toBe(true);
    expect(await tiny.rank('partitoned')).toEqual([]);
  });

  test('a page is listed before its own sections', async () => {
    const {fetchJson} = serve(files);
    const sharded = new ShardedSearch(files.meta, fetchJson);
    for (const query of ['schedule', 'asset', 'partition']) {
      const hits = await sharded.hydrate(await sharded.rank(query));
      const firstOfPage = new Map<string, number>();
      hits.forEach((hit, index) => {
        const pageUrl = hit.record.url.split('#')[0]!;
        if (!firstOfPage.has(pageUrl)) firstOfPage.set(pageUrl, index);
        if (hit.record.type === 'lvl1') expect(index, `${query}: ${pageUrl}`).toBe(firstOfPage.get(pageUrl));
      });
    }
  });
});
