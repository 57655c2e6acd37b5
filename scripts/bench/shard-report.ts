// The sharded index of a build (and of the synthetic site ten times larger),
// measured without a browser: file sizes after gzip, the bytes each query of
// the relevance set fetches (its shards and the record groups of the first
// 20 hits, the dialog's page), and relevance beside the whole-index engine.
//   npx tsx scripts/bench/shard-report.ts [build dir]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {answerSharded} from '../../src/search/engine/algolia-response';
import {expandRecord} from '../../src/search/engine/compact';
import {buildIndex, SearchEngine} from '../../src/search/engine/whole-index-engine';
import type {SearchIndexFile, SearchRecord} from '../../src/search/engine/record';
import {evaluateRelevance, evaluateSharded, shareWithin, type RelevanceCase} from '../../src/search/engine/relevance';
import {buildShardedIndex, type ShardedIndexFiles} from '../../src/search/index-build/shard-build';
import {groupUrl, metaFileOf, shardUrl} from '../../src/search/engine/shard-format';
import {ShardedSearch} from '../../src/search/engine/sharded-search';
import {percentile} from '../lib/latency';
import {multiplyRecords} from './synthetic';

const ROOT = path.resolve(__dirname, '..', '..');
const gz = (text: string) => zlib.gzipSync(text, {level: 6}).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function inMemoryFiles(files: ShardedIndexFiles) {
  const table = new Map<string, {text: string; gzip: number}>();
  const put = (url: string, value: unknown) => {
    const text = JSON.stringify(value);
    table.set(url, {text, gzip: gz(text)});
  };
  files.shards.forEach((shard, index) => put(shardUrl(files.meta, index), shard));
  files.groups.forEach((group, index) => put(groupUrl(files.meta, index), group));
  return table;
}

/** Bytes fetched by a session of queries, each a fresh dialog page of 20 hits. */
export async function sessionBytes(files: ShardedIndexFiles, table: ReturnType<typeof inMemoryFiles>, queries: string[]): Promise<number> {
  const fetched = new Set<string>();
  const search = new ShardedSearch(files.meta, async (url, check) => {
    fetched.add(url);
    return check(JSON.parse(table.get(url)!.text) as unknown);
  });
  for (const query of queries) await answerSharded(search, {query, hitsPerPage: 20});
  return gz(JSON.stringify(metaFileOf(files.meta))) + [...fetched].reduce((sum, url) => sum + table.get(url)!.gzip, 0);
}

export async function report(label: string, records: SearchRecord[], cases: RelevanceCase[]): Promise<void> {
  const files = buildShardedIndex(records, 'report', 'assets/search/report/');
  const table = inMemoryFiles(files);
  const shardSizes = files.shards.map((_, index) => table.get(shardUrl(files.meta, index))!.gzip);
  const groupSizes = files.groups.map((_, index) => table.get(groupUrl(files.meta, index))!.gzip);
  console.log(`\n${label}: ${records.length} records`);
  console.log(`  meta ${kb(gz(JSON.stringify(metaFileOf(files.meta))))} gzip; ${files.shards.length} shards (p50 ${kb(percentile(shardSizes, 50))}, max ${kb(Math.max(...shardSizes))}); ${files.groups.length} record groups (p50 ${kb(percentile(groupSizes, 50))})`);
  const perQuery: number[] = [];
  for (const {query} of cases) perQuery.push(await sessionBytes(files, table, [query]));
  console.log(`  one query (meta, shards, groups of 20 hits), gzip: p50 ${kb(percentile(perQuery, 50))}, p95 ${kb(percentile(perQuery, 95))}, max ${kb(Math.max(...perQuery))}`);
  const sessions: number[] = [];
  for (let start = 0; start + 3 <= cases.length; start += 3) sessions.push(await sessionBytes(files, table, cases.slice(start, start + 3).map((entry) => entry.query)));
  console.log(`  three-query sessions, gzip: p50 ${kb(percentile(sessions, 50))}, p95 ${kb(percentile(sessions, 95))}, max ${kb(Math.max(...sessions))}`);

  const whole = new SearchEngine(JSON.parse(JSON.stringify(buildIndex(records))) as SearchIndexFile);
  const before = evaluateRelevance(whole, cases);
  const search = new ShardedSearch(files.meta, async (url, check) => check(JSON.parse(table.get(url)!.text) as unknown));
  const after = await evaluateSharded(search, cases);
  const pct = (results: typeof before, k: number) => `${(shareWithin(results, k) * 100).toFixed(0)} %`;
  console.log(`  relevance top-1 / top-5: whole index ${pct(before, 1)} / ${pct(before, 5)}, sharded ${pct(after, 1)} / ${pct(after, 5)} (${cases.length} queries)`);
  before.forEach((result, index) => {
    if (result.rank !== after[index]!.rank) console.log(`    "${result.query}": rank ${result.rank} → ${after[index]!.rank}`);
  });
  // Timed again once every shard is in: the warm query.
  const warm: number[] = [];
  for (const {query} of cases) {
    const started = performance.now();
    await search.rank(query);
    warm.push(performance.now() - started);
  }
  console.log(`  rank in Node, warm: p50 ${percentile(warm, 50).toFixed(1)} ms, p95 ${percentile(warm, 95).toFixed(1)} ms`);
}

export function recordsOf(buildDir: string): SearchRecord[] {
  const file = JSON.parse(fs.readFileSync(path.join(buildDir, 'search-index.json'), 'utf8')) as SearchIndexFile;
  return file.records.records.map((_, index) => expandRecord(file.records, index));
}

if (require.main === module) {
  const buildDir = path.resolve(process.argv[2] ?? path.join(ROOT, 'build'));
  const cases = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/fixtures/search/relevance.json'), 'utf8')) as RelevanceCase[];
  const records = recordsOf(buildDir);
  void (async () => {
    await report('this site', records, cases);
    if (!process.argv.includes('--no-10x')) await report('synthetic 10×', multiplyRecords(records, 10), cases);
  })();
}
