// Pagefind 1.3 over a copy of the same site, driven through its JS API on a
// page of its own: the first result's data stands for the first hit shown.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Browser} from 'playwright-core';
import {percentile} from '../lib/latency';
import {pageOf, type RelevanceCase, type RelevanceResult} from '../../src/search/engine/relevance';
import {LONG_TASK_RECORDER, longTasksSince, meterPage, throttle, type NetworkProfile} from './network';
import {INPUT_RECORDER, SESSION_QUERIES, type ColdRun} from './dialog-runs';

// As on Starlight, the search dialog's field is in the page's HTML; Ctrl+K shows it.
const BENCH_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pagefind bench</title>
<script type="module" src="/pagefind-bench.js"></script></head><body><main>Pagefind benchmark page</main>
<dialog id="search"><input class="bench-search-input" aria-label="Search"></dialog></body></html>`;

const BENCH_SCRIPT = `
let pagefind;
async function load() {
  pagefind ??= await import('/pagefind/pagefind.js');
  return pagefind;
}
/** Results' pages in rank order (up to depth), as the first hits would be shown. */
window.benchSearch = async (query, depth) => {
  const api = await load();
  const started = performance.now();
  const search = await api.search(query);
  const data = await Promise.all(search.results.slice(0, depth).map((result) => result.data()));
  return {ms: performance.now() - started, urls: data.map((entry) => entry.url)};
};
window.addEventListener('keydown', (event) => {
  if ((event.ctrlKey || event.metaKey) && event.key === 'k') {
    event.preventDefault();
    document.getElementById('search').showModal();
    document.querySelector('.bench-search-input').focus();
  }
});
window.benchReady = true;
`;

/** Copies the site (hard links), adds extra pages, and runs Pagefind over it. */
export function preparePagefindSite(buildDir: string, siteDir: string, extraPages: Map<string, string> = new Map()): void {
  fs.rmSync(siteDir, {recursive: true, force: true});
  const copy = spawnSync('cp', ['-al', buildDir, siteDir]);
  if (copy.status !== 0) throw new Error(`copying ${buildDir} failed`);
  for (const [url, html] of extraPages) {
    const file = path.join(siteDir, url, 'index.html');
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, html);
  }
  fs.writeFileSync(path.join(siteDir, 'pagefind-bench.html'), BENCH_PAGE);
  fs.writeFileSync(path.join(siteDir, 'pagefind-bench.js'), BENCH_SCRIPT);
  const run = spawnSync('npx', ['pagefind', '--site', siteDir, '--quiet'], {stdio: ['ignore', 'ignore', 'inherit'], timeout: 600_000});
  if (run.status !== 0) throw new Error('pagefind failed');
}

async function openBenchPage(browser: Browser, origin: string) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  await context.addInitScript(LONG_TASK_RECORDER + INPUT_RECORDER);
  const page = await context.newPage();
  const meter = await meterPage(context, page);
  await page.goto(`${origin}/pagefind-bench.html`, {waitUntil: 'networkidle'});
  await page.waitForFunction(() => (window as unknown as {benchReady?: boolean}).benchReady === true);
  return {context, page, meter};
}

type BenchWindow = {benchSearch: (query: string, depth: number) => Promise<{ms: number; urls: string[]}>};

export async function pagefindColdRun(browser: Browser, origin: string, profile: NetworkProfile): Promise<ColdRun> {
  const {context, page, meter} = await openBenchPage(browser, origin);
  try {
    await throttle(meter, profile);
    meter.reset();
    const started = await page.evaluate(() => performance.now());
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => (window as unknown as {__inputAt: number | null}).__inputAt !== null, null, {timeout: 30_000});
    const inputAt = await page.evaluate(() => (window as unknown as {__inputAt: number}).__inputAt);
    // Pagefind's own UI loads the first five results' fragments; its first hit is the first of them.
    await page.evaluate(() => (window as unknown as BenchWindow).benchSearch('schedule', 1));
    const bytes = meter.bytes();
    const firstHitMs = (await page.evaluate(() => performance.now())) - started;
    await page.evaluate(() => (window as unknown as BenchWindow).benchSearch('schedule', 5));
    for (const [query] of SESSION_QUERIES) await page.evaluate((text) => (window as unknown as BenchWindow).benchSearch(text, 5), query);
    const sessionBytes = meter.bytes();
    await page.waitForTimeout(1_500);
    const tasks = await longTasksSince(page, started);
    return {bytes, sessionBytes, inputMs: inputAt - started, firstHitMs, longTaskTotal: tasks.total, longTaskMax: tasks.max};
  } finally {
    await context.close();
  }
}

export async function pagefindWarmAndRelevance(browser: Browser, origin: string, cases: RelevanceCase[]) {
  const {context, page} = await openBenchPage(browser, origin);
  try {
    const relevance: RelevanceResult[] = [];
    const times: number[] = [];
    for (const {query, expect} of cases) {
      const {urls} = await page.evaluate((text) => (window as unknown as BenchWindow).benchSearch(text, 10), query);
      const pages = [...new Set(urls.map(pageOf))];
      const rank = pages.indexOf(pageOf(expect));
      relevance.push({query, expect, rank: rank === -1 ? null : rank + 1, pages});
    }
    for (const {query} of cases) {
      const {ms} = await page.evaluate((text) => (window as unknown as BenchWindow).benchSearch(text, 1), query);
      times.push(ms);
    }
    return {relevance, warm: {p50: percentile(times, 50), p95: percentile(times, 95)}};
  } finally {
    await context.close();
  }
}
