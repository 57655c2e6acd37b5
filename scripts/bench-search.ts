// Search figures, ours beside docusaurus-lunr-search built on the same pages:
//   npm run bench:search               (builds both first)
//   npm run bench:search -- --no-build (measures build/ and build-lunr/)
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import lunr from 'lunr';
import {SearchEngine} from '../src/search/engine';
import type {SearchIndexFile} from '../src/search/record';
import {evaluateRelevance, pageOf, shareWithin, type RelevanceCase, type RelevanceResult} from '../src/search/relevance';
import {launchChromium} from './lib/chromium';
import {percentile, warmLatency} from './lib/latency';
import {startNginx} from './lib/nginx';

const ROOT = path.resolve(__dirname, '..');
const BUILD = path.join(ROOT, 'build');
const LUNR_BUILD = path.join(ROOT, 'build-lunr');
const CASES = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/fixtures/search/relevance.json'), 'utf8')) as RelevanceCase[];
const QUERIES = CASES.map(({query}) => query);
const COLD_TRIALS = 5;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const sizes = (files: string[]) => {
  const raw = files.reduce((sum, file) => sum + fs.statSync(file).size, 0);
  const gzip = files.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(file), {level: 6}).length, 0);
  return `${kb(raw)} raw, ${kb(gzip)} gzip`;
};
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

function build(args: string[]): void {
  const result = spawnSync('npx', ['docusaurus', 'build', ...args], {cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: {...process.env, NO_UPDATE_NOTIFIER: '1'}});
  if (result.status !== 0) throw new Error(`docusaurus build ${args.join(' ')} failed`);
}

function ours() {
  const file = path.join(BUILD, 'search-index.json');
  const started = performance.now();
  const engine = new SearchEngine(JSON.parse(fs.readFileSync(file, 'utf8')) as SearchIndexFile);
  engine.search(CASES[0]!.query);
  const coldNode = performance.now() - started;
  return {records: engine.size, size: sizes([file]), coldNode, warm: warmLatency(QUERIES, (query) => engine.search(query)), relevance: evaluateRelevance(engine, CASES)};
}

interface LunrDoc {
  url: string;
}

function lunrSearch() {
  const indexFile = path.join(LUNR_BUILD, 'lunr-index.json');
  const docsFile = path.join(LUNR_BUILD, 'search-doc.json');
  const started = performance.now();
  const index = lunr.Index.load(JSON.parse(fs.readFileSync(indexFile, 'utf8')) as object);
  const docs = (JSON.parse(fs.readFileSync(docsFile, 'utf8')) as {searchDocs: LunrDoc[]}).searchDocs;
  // Each word as typed and as a prefix, the way the plugin's search box queries.
  const search = (query: string) =>
    index.query((builder) => {
      for (const term of query.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
        builder.term(term, {boost: 10});
        builder.term(term, {wildcard: lunr.Query.wildcard.TRAILING, usePipeline: false});
      }
    });
  search(CASES[0]!.query);
  const coldNode = performance.now() - started;
  const relevance: RelevanceResult[] = CASES.map(({query, expect}) => {
    const pages: string[] = [];
    for (const result of search(query)) {
      const page = pageOf(docs[Number(result.ref)]?.url ?? '');
      if (!pages.includes(page)) pages.push(page);
      if (pages.length >= 10) break;
    }
    const rank = pages.indexOf(pageOf(expect));
    return {query, expect, rank: rank === -1 ? null : rank + 1, pages};
  });
  return {records: docs.length, size: sizes([indexFile, docsFile]), coldNode, warm: warmLatency(QUERIES, search), relevance};
}

/** First keystroke to first result in Chromium, on a page that has not loaded search yet. */
async function coldInBrowser(): Promise<{median: number; indexBytesBeforeSearch: number}> {
  const server = await startNginx(BUILD, 4391);
  const browser = await launchChromium();
  const times: number[] = [];
  let indexBytesBeforeSearch = 0;
  try {
    for (let trial = 0; trial < COLD_TRIALS; trial += 1) {
      const context = await browser.newContext({viewport: {width: 1280, height: 800}});
      const page = await context.newPage();
      await page.goto(`${server.origin}/getting-started/installation`, {waitUntil: 'networkidle'});
      await page.waitForSelector('html[data-has-hydrated="true"]');
      indexBytesBeforeSearch += await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('search-index'))
          .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0),
      );
      await page.keyboard.press('/');
      await page.locator('.DocSearch-Input').waitFor();
      const started = Date.now();
      await page.keyboard.type('schedule');
      await page.locator('.DocSearch-Hit').first().waitFor({timeout: 15_000});
      times.push(Date.now() - started);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return {median: percentile(times, 50), indexBytesBeforeSearch};
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) {
    build([]);
    build(['--config', 'scripts/bench/lunr.config.ts', '--out-dir', 'build-lunr']);
  }
  const a = ours();
  const b = lunrSearch();
  const cold = await coldInBrowser();
  const row = (label: string, left: string, right: string) => console.log(`  ${label.padEnd(34)}${left.padEnd(28)}${right}`);
  console.log(`Search benchmark (${CASES.length} reader queries; 2-core machine, figures vary with load)\n`);
  row('', 'embedded (MiniSearch)', 'docusaurus-lunr-search');
  row('records / documents', String(a.records), String(b.records));
  row('index size', a.size, b.size);
  row('load index + first query (Node)', ms(a.coldNode), ms(b.coldNode));
  row('warm query p50 / p95 (Node)', `${ms(a.warm.p50)} / ${ms(a.warm.p95)}`, `${ms(b.warm.p50)} / ${ms(b.warm.p95)}`);
  row('relevance top-1 / top-5', `${(shareWithin(a.relevance, 1) * 100).toFixed(0)} % / ${(shareWithin(a.relevance, 5) * 100).toFixed(0)} %`, `${(shareWithin(b.relevance, 1) * 100).toFixed(0)} % / ${(shareWithin(b.relevance, 5) * 100).toFixed(0)} %`);
  row('index bytes before searching', `${cold.indexBytesBeforeSearch} (browser)`, 'downloads its index on every page (measured in TOOLCHAIN.md)');
  row('first keystroke → first results', `${cold.median} ms median of ${COLD_TRIALS} cold pages (Chromium, loopback)`, '');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
