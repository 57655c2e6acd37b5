// Search figures for this site beside Pagefind 1.3 on the same pages, at
// today's size and on a synthetic site ten times larger:
//   npm run bench:search                 (builds first)
//   npm run bench:search -- --no-build   (measures build/ as it is)
// Chromium with CDP network emulation, 5 cold runs per profile; servers on
// 127.0.0.1 only (BENCH_PORT, default 4391, and the next two ports).
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {compressFile} from '../src/plugins/precompress/compress';
import {buildHeadingsIndex, buildIndex, SearchEngine} from '../src/search/engine';
import {expandRecord} from '../src/search/compact';
import {SEARCH_INDEX_PATH, SEARCH_TIERS_DIR, type SearchIndexFile, type SearchRecord} from '../src/search/record';
import {evaluateRelevance, shareWithin, type RelevanceCase, type RelevanceResult} from '../src/search/relevance';
import {launchChromium} from './lib/chromium';
import {percentile, warmLatency} from './lib/latency';
import {startNginx} from './lib/nginx';
import {dialogColdRun, dialogWarm, type ColdRun} from './bench/dialog-runs';
import {PROFILES} from './bench/network';
import {pagefindColdRun, pagefindWarmAndRelevance, preparePagefindSite} from './bench/pagefind-runs';
import {startStaticServer} from './bench/static-server';
import {multiplyRecords, recordsAsPages} from './bench/synthetic';

const ROOT = path.resolve(__dirname, '..');
// BENCH_BUILD measures another copy of a build; BENCH_ONLY=ours|pagefind runs one side.
const BUILD = path.resolve(process.env.BENCH_BUILD ?? path.join(ROOT, 'build'));
const ONLY = process.env.BENCH_ONLY;
const CASES = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/fixtures/search/relevance.json'), 'utf8')) as RelevanceCase[];
const COLD_RUNS = 5;
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

function tierFiles(buildDir: string): {headings: string; full: string} {
  const dir = path.join(buildDir, SEARCH_TIERS_DIR);
  const pick = (prefix: string) => {
    const name = fs.readdirSync(dir).find((file) => file.startsWith(`${prefix}.`) && file.endsWith('.json'));
    if (!name) throw new Error(`no ${prefix} tier in ${dir}: build the site first`);
    return path.join(dir, name);
  };
  return {headings: pick('headings'), full: pick('full')};
}

function loadRecords(buildDir: string): SearchRecord[] {
  const file = JSON.parse(fs.readFileSync(path.join(buildDir, SEARCH_INDEX_PATH), 'utf8')) as SearchIndexFile;
  return file.records.records.map((_, index) => expandRecord(file.records, index));
}

/**
 * A hard-linked copy of the build whose index files (and their .gz/.br
 * variants, which nginx serves first) are replaced by those of the synthetic
 * records, at the names the pages ask for.
 */
async function syntheticBuild(records: SearchRecord[], dir: string): Promise<void> {
  fs.rmSync(dir, {recursive: true, force: true});
  if (spawnSync('cp', ['-al', BUILD, dir]).status !== 0) throw new Error('copying build/ failed');
  const tiers = tierFiles(dir);
  const write = async (file: string, data: unknown) => {
    fs.rmSync(file); // a hard link: never write through to build/
    fs.writeFileSync(file, JSON.stringify(data));
    await compressFile(file);
  };
  const full = buildIndex(records);
  await write(tiers.headings, buildHeadingsIndex(records));
  await write(tiers.full, full);
  await write(path.join(dir, SEARCH_INDEX_PATH), full);
}

interface SiteFigures {
  label: string;
  pages: number;
  tier1: number;
  full: number;
  cold: Array<{profile: string; runs: ColdRun[]}>;
  warm: {p50: number; p95: number};
  relevance: RelevanceResult[];
  extra?: string;
}

async function measureOurs(label: string, buildDir: string, port: number): Promise<SiteFigures> {
  const tiers = tierFiles(buildDir);
  const fullFragment = `/${SEARCH_TIERS_DIR}/${path.basename(tiers.full)}`;
  const engine = new SearchEngine(JSON.parse(fs.readFileSync(tiers.full, 'utf8')) as SearchIndexFile);
  const headingsOnly = new SearchEngine(JSON.parse(fs.readFileSync(tiers.headings, 'utf8')) as SearchIndexFile);
  const relevance = evaluateRelevance(engine, CASES);
  const server = await startNginx(buildDir, port);
  const browser = await launchChromium();
  try {
    const cold: SiteFigures['cold'] = [];
    for (const profile of PROFILES) {
      const runs: ColdRun[] = [];
      for (let run = 0; run < COLD_RUNS; run += 1) {
        runs.push(await dialogColdRun(browser, server.origin, profile, fullFragment));
        console.error(`${label}, ${profile.name}: ${JSON.stringify(runs[runs.length - 1])}`);
      }
      cold.push({profile: profile.name, runs});
    }
    const warm = await dialogWarm(browser, server.origin, CASES.map(({query}) => query), fullFragment);
    const node = warmLatency(CASES.map(({query}) => query), (query) => engine.search(query));
    return {
      label,
      pages: new Set(loadRecords(buildDir).map((record) => record.url.split('#')[0])).size,
      tier1: gzipSize(tiers.headings),
      full: gzipSize(tiers.full),
      cold,
      warm,
      relevance,
      extra: `first tier alone: top-1/top-5 ${pct(evaluateRelevance(headingsOnly, CASES))}; engine in Node p50/p95 ${node.p50.toFixed(1)} / ${node.p95.toFixed(1)} ms`,
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
    return {label, pages: fs.readdirSync(path.join(indexDir, 'fragment')).length, tier1: 0, full: total, cold, warm, relevance, extra: 'index files are already compressed; size is on disk'};
  } finally {
    await browser.close();
    await server.stop();
  }
}

function print(sites: SiteFigures[]): void {
  const row = (label: string, cells: string[]) => console.log(`| ${[label, ...cells].join(' | ')} |`);
  row('', sites.map((site) => site.label));
  row('---', sites.map(() => '---'));
  row('pages', sites.map((site) => site.pages.toLocaleString('en')));
  row('first tier / whole index (gzip)', sites.map((site) => (site.tier1 ? `${kb(site.tier1)} / ${kb(site.full)}` : `— / ${kb(site.full)}`)));
  row('bytes before the first hit (loopback, median)', sites.map((site) => kb(percentile(site.cold[0]!.runs.map((run) => run.bytes), 50))));
  for (const [index, profile] of PROFILES.entries()) {
    row(`Ctrl+K → first hit, ${profile.name}`, sites.map((site) => range(site.cold[index]!.runs.map((run) => run.firstHitMs), ms)));
  }
  row('long tasks from Ctrl+K until the index is in, total (longest), loopback median', sites.map((site) => {
    const runs = site.cold[0]!.runs;
    return `${ms(percentile(runs.map((run) => run.longTaskTotal), 50))} (${ms(percentile(runs.map((run) => run.longTaskMax), 50))})`;
  }));
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
    const records = loadRecords(BUILD);
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
