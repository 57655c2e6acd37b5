// Search figures for this site beside Pagefind 1.3 on the same pages, at
// today's size and on a synthetic site ten times larger:
//   npm run bench:search                 (builds first)
//   npm run bench:search -- --no-build   (measures build/ as it is)
// Chromium with CDP network emulation, 5 cold runs per profile (BENCH_RUNS); servers on
// 127.0.0.1 only (BENCH_PORT, default 4391, and the next two ports).
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {compressFile} from '../src/plugins/precompress/compress';
import {writeShardedIndex} from '../src/search/index-build/plugin';
import {buildIndex, SearchEngine} from '../src/search/engine/whole-index-engine';
import {SEARCH_INDEX_PATH, type SearchIndexFile, type SearchRecord} from '../src/search/engine/record';
import {checkMeta, groupUrl, SHARD_META_PATH, shardUrl, type ShardMeta} from '../src/search/engine/shard-format';
import {ShardedSearch} from '../src/search/engine/sharded-search';
import {evaluateRelevance, evaluateSharded, shareWithin, type RelevanceCase, type RelevanceResult} from '../src/search/engine/relevance';
import {launchChromium} from './lib/chromium';
import {percentile, warmLatency} from './lib/latency';
import {startNginx} from './lib/nginx';
import {dialogColdRun, dialogWarm, SESSION_QUERIES, type ColdRun} from './bench/dialog-runs';
import {PROFILES} from './bench/network';
import {pagefindColdRun, pagefindWarmAndRelevance, preparePagefindSite} from './bench/pagefind-runs';
import {recordsOf} from './bench/shard-report';
import {startStaticServer} from './bench/static-server';
import {multiplyRecords, recordsAsPages} from './bench/synthetic';

const ROOT = path.resolve(__dirname, '..');
// BENCH_BUILD measures another copy of a build; BENCH_ONLY=ours|pagefind runs one side.
const BUILD = path.resolve(process.env.BENCH_BUILD ?? path.join(ROOT, 'build'));
const ONLY = process.env.BENCH_ONLY;
const CASES = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/fixtures/search/relevance.json'), 'utf8')) as RelevanceCase[];
const COLD_RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4391);
const SCALE = 10;

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;
const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), {level: 6}).length;
const pct = (results: RelevanceResult[]) => `${(shareWithin(results, 1) * 100).toFixed(0)} % / ${(shareWithin(results, 5) * 100).toFixed(0)} %`;
const range = (values: number[], format: (value: number) => string) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${format(percentile(sorted, 50))} (${format(sorted[0]!)}–${format(sorted[sorted.length - 1]!)})`;
};
const ms = (value: number) => `${Math.round(value)} ms`;

function metaOf(buildDir: string): ShardMeta {
  const file = path.join(buildDir, SHARD_META_PATH);
  if (!fs.existsSync(file)) throw new Error(`no ${SHARD_META_PATH} in ${buildDir}: build the site first`);
  return checkMeta(JSON.parse(fs.readFileSync(file, 'utf8')) as unknown);
}

/**
 * A hard-linked copy of the build whose index files (and their .gz/.br
 * variants, which nginx serves first) are replaced by those of the synthetic
 * records, in the directory the pages ask for.
 */
async function syntheticBuild(records: SearchRecord[], dir: string): Promise<void> {
  fs.rmSync(dir, {recursive: true, force: true});
  if (spawnSync('cp', ['-al', BUILD, dir]).status !== 0) throw new Error('copying build/ failed');
  const meta = metaOf(dir);
  // Hard links: remove, never write through to build/.
  fs.rmSync(path.join(dir, meta.dir), {recursive: true});
  for (const name of [SHARD_META_PATH, SEARCH_INDEX_PATH]) for (const suffix of ['', '.gz', '.br']) fs.rmSync(path.join(dir, name + suffix), {force: true});
  writeShardedIndex(dir, records, meta.build, meta.dir);
  fs.writeFileSync(path.join(dir, SEARCH_INDEX_PATH), JSON.stringify(buildIndex(records)));
  const written = [SHARD_META_PATH, SEARCH_INDEX_PATH, ...fs.readdirSync(path.join(dir, meta.dir)).map((name) => path.join(meta.dir, name))];
  for (const file of written) await compressFile(path.join(dir, file));
}

interface SiteFigures {
  label: string;
  pages: number;
  /** The index's files: what is fetched once (meta), a typical shard, and all of it (gzip). */
  sizes: string;
  cold: Array<{profile: string; runs: ColdRun[]}>;
  warm: {p50: number; p95: number};
  relevance: RelevanceResult[];
  extra?: string;
}

async function measureOurs(label: string, buildDir: string, port: number): Promise<SiteFigures> {
  const meta = metaOf(buildDir);
  const whole = new SearchEngine(JSON.parse(fs.readFileSync(path.join(buildDir, SEARCH_INDEX_PATH), 'utf8')) as SearchIndexFile);
  const sharded = new ShardedSearch(meta, async (relative, check) => check(JSON.parse(fs.readFileSync(path.join(buildDir, relative), 'utf8')) as unknown));
  const relevance = await evaluateSharded(sharded, CASES);
  const shardFiles = meta.keyFiles.reduce((sum, step) => sum + step, 0) + 1;
  const shardSizes = Array.from({length: shardFiles}, (_, index) => gzipSize(path.join(buildDir, shardUrl(meta, index))));
  const groupTotal = meta.groups.reduce((sum, _, index) => sum + gzipSize(path.join(buildDir, groupUrl(meta, index))), 0);
  const server = await startNginx(buildDir, port);
  const browser = await launchChromium();
  try {
    const cold: SiteFigures['cold'] = [];
    for (const profile of PROFILES) {
      const runs: ColdRun[] = [];
      for (let run = 0; run < COLD_RUNS; run += 1) {
        runs.push(await dialogColdRun(browser, server.origin, profile));
        console.error(`${label}, ${profile.name}: ${JSON.stringify(runs[runs.length - 1])}`);
      }
      cold.push({profile: profile.name, runs});
    }
    const warm = await dialogWarm(browser, server.origin, CASES.map(({query}) => query));
    const node = warmLatency(CASES.map(({query}) => query), (query) => whole.search(query));
    return {
      label,
      pages: meta.pageStarts.length,
      sizes: `meta ${kb(gzipSize(path.join(buildDir, SHARD_META_PATH)))}; ${shardSizes.length} shards, median ${kb(percentile(shardSizes, 50))}; all shards and records ${kb(shardSizes.reduce((sum, size) => sum + size, 0) + groupTotal)}`,
      cold,
      warm,
      relevance,
      extra: `whole-index engine: top-1/top-5 ${pct(evaluateRelevance(whole, CASES))}, in Node p50/p95 ${node.p50.toFixed(1)} / ${node.p95.toFixed(1)} ms`,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function measurePagefind(label: string, siteDir: string, port: number): Promise<SiteFigures> {
  const server = await startStaticServer(siteDir, port);
  const browser = await launchChromium();
  try {
    const cold: SiteFigures['cold'] = [];
    for (const profile of PROFILES) {
      const runs: ColdRun[] = [];
      for (let run = 0; run < COLD_RUNS; run += 1) runs.push(await pagefindColdRun(browser, server.origin, profile));
      cold.push({profile: profile.name, runs});
    }
    const {relevance, warm} = await pagefindWarmAndRelevance(browser, server.origin, CASES);
    const indexDir = path.join(siteDir, 'pagefind');
    const files = fs.readdirSync(indexDir, {recursive: true, withFileTypes: true}).filter((entry) => entry.isFile());
    const total = files.reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
    return {label, pages: fs.readdirSync(path.join(indexDir, 'fragment')).length, sizes: `all files ${kb(total)} on disk (already compressed)`, cold, warm, relevance, extra: 'session: three queries, the first five results of each loaded (what its UI shows first)'};
  } finally {
    await browser.close();
    await server.stop();
  }
}

function print(sites: SiteFigures[]): void {
  const row = (label: string, cells: string[]) => console.log(`| ${[label, ...cells].join(' | ')} |`);
  const median = (site: SiteFigures, index: number, pick: (run: ColdRun) => number) => percentile(site.cold[index]!.runs.map(pick), 50);
  row('', sites.map((site) => site.label));
  row('---', sites.map(() => '---'));
  row('pages', sites.map((site) => site.pages.toLocaleString('en')));
  row('index files (gzip)', sites.map((site) => site.sizes));
  row('bytes before the first hit (loopback, median)', sites.map((site) => kb(median(site, 0, (run) => run.bytes))));
  row(`bytes for a three-query session ("schedule", ${SESSION_QUERIES.map(([query]) => `"${query}"`).join(', ')}; loopback, median)`, sites.map((site) => kb(median(site, 0, (run) => run.sessionBytes))));
  for (const [index, profile] of PROFILES.entries()) {
    row(`Ctrl+K → focused input, ${profile.name}`, sites.map((site) => range(site.cold[index]!.runs.map((run) => run.inputMs), ms)));
    row(`Ctrl+K → first hit, ${profile.name}`, sites.map((site) => range(site.cold[index]!.runs.map((run) => run.firstHitMs), ms)));
  }
  row('long tasks from Ctrl+K to the end of the session, total (longest), loopback median', sites.map((site) => `${ms(median(site, 0, (run) => run.longTaskTotal))} (${ms(median(site, 0, (run) => run.longTaskMax))})`));
  row('warm query p50 / p95', sites.map((site) => `${site.warm.p50.toFixed(0)} / ${site.warm.p95.toFixed(0)} ms`));
  row(`relevance top-1 / top-5 (${CASES.length} queries)`, sites.map((site) => pct(site.relevance)));
  console.log('');
  for (const site of sites) if (site.extra) console.log(`${site.label}: ${site.extra}`);
}

async function main(): Promise<void> {
  const started = Date.now();
  if (!process.argv.includes('--no-build')) {
    if (spawnSync('npx', ['docusaurus', 'build'], {cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit']}).status !== 0) throw new Error('build failed');
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  try {
    const records = recordsOf(BUILD);
    const synthetic = multiplyRecords(records, SCALE);
    const withOurs = ONLY !== 'pagefind';
    const withPagefind = ONLY !== 'ours';
    if (withOurs) await syntheticBuild(synthetic, path.join(work, 'ours-10x'));
    const original = new Set(records.map((record) => record.url.split('#')[0]));
    const extraPages = new Map([...recordsAsPages(synthetic)].filter(([url]) => !original.has(url)));
    if (withPagefind) {
      preparePagefindSite(BUILD, path.join(work, 'pagefind'));
      preparePagefindSite(BUILD, path.join(work, 'pagefind-10x'), extraPages);
    }
    const sites: SiteFigures[] = [];
    if (withOurs) sites.push(await measureOurs('this site', BUILD, PORT));
    if (withPagefind) sites.push(await measurePagefind('Pagefind 1.3', path.join(work, 'pagefind'), PORT + 1));
    if (withOurs) sites.push(await measureOurs(`this site, ${SCALE}×`, path.join(work, 'ours-10x'), PORT + 2));
    if (withPagefind) sites.push(await measurePagefind(`Pagefind, ${SCALE}×`, path.join(work, 'pagefind-10x'), PORT + 1));
    console.log(`Search benchmark: ${COLD_RUNS} cold runs per profile, Chromium ${PROFILES.map((profile) => profile.name).join(' / ')}; ${os.cpus().length}-core machine${process.env.BENCH_SHARED ? ', shared with other jobs' : ''}\n`);
    print(sites);
    console.log(`\n(${((Date.now() - started) / 1000).toFixed(0)} s)`);
  } finally {
    fs.rmSync(work, {recursive: true, force: true});
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
