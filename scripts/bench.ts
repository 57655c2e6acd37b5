// Prints the site's performance figures: production build wall time and peak
// memory, page count, what a browser downloads on first load of a doc page, and
// per page kind Lighthouse mobile and desktop (median of 3 runs), TBT, CLS, LCP,
// first-load JS and HTML bytes and DOM nodes.
//   npm run bench                        (builds first)
//   npm run bench -- --no-build          (measures the existing build/)
//   npm run bench -- --runs 1            (Lighthouse runs per page and form factor)
//   npm run bench -- --no-lighthouse     (bytes only)
//   npm run bench -- --no-build --build-dir <dir> --port <port>   (another build, another port)
//   npm run bench -- --with-stock        (also DOCS_STOCK_BUNDLE=1 into build-stock/, side by side)
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Browser} from 'playwright-core';
import {FORBIDDEN_IN_FIRST_LOAD, PAGE_KIND_BUDGETS} from './lib/budgets';
import {launchChromium} from './lib/chromium';
import {firstLoad, pageWeight, sumBytes, type Download} from './lib/first-load';
import {medianLighthouse} from './lib/lighthouse';
import {startNginx} from './lib/nginx';

const ROOT = path.resolve(__dirname, '..');

function textOption(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const BUILD = path.resolve(textOption('--build-dir') ?? path.join(ROOT, 'build'));
const PORT = Number(textOption('--port') ?? 4390);
const DOC_WITHOUT_DIAGRAM = '/getting-started/installation';
const DOC_WITH_DIAGRAM = '/getting-started/concepts';
const LIGHTHOUSE_PORT = 9333;
/** One page of each kind a reader lands on; the first four are issue #13's. */
const PAGE_KINDS: Array<[kind: string, path: string]> = [
  ['home', '/'],
  ['guide', '/guides/build/assets/defining-assets'],
  ['API', '/api/python-api/assets'],
  ['integration', '/integrations/libraries/dbt'],
  ['Dagster+', '/dagster-plus/features/alerts'],
  ['diagram', DOC_WITH_DIAGRAM],
];

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1 || value > 9) throw new Error(`${name} takes a whole number from 1 to 9`);
  return value;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Sum of resident memory of a process and its descendants (Linux /proc). */
function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += Number(rss?.[1] ?? 0) * 1024;
    } catch {
      // gone
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

async function build(outDir: string, env: Record<string, string> = {}): Promise<{seconds: number; peakBytes: number}> {
  const started = Date.now();
  const child = spawn('npx', ['docusaurus', 'build', '--out-dir', outDir], {cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: {...process.env, NO_UPDATE_NOTIFIER: '1', ...env}});
  let peakBytes = 0;
  const timer = setInterval(() => {
    if (child.pid) peakBytes = Math.max(peakBytes, treeRss(child.pid));
  }, 250);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`docusaurus build exited with ${code}`);
  return {seconds: (Date.now() - started) / 1000, peakBytes};
}

async function pageKinds(browser: Browser, buildDir: string, origin: string, runs: number, lighthouse: boolean): Promise<string[][]> {
  console.log(`\nPage kinds of ${path.relative(ROOT, buildDir) || buildDir}${lighthouse ? ` (Lighthouse 12.2.3, median of ${runs}; mobile = simulated Slow 4G and 4x CPU slowdown)` : ''}`);
  const header = ['kind', 'mobile', 'desktop', 'mobile TBT', 'mobile CLS', 'mobile LCP', 'a11y', 'first-load JS gzip', 'budget', 'HTML raw / gzip', 'DOM nodes', 'path'];
  const rows: string[][] = [];
  for (const [kind, pagePath] of PAGE_KINDS) {
    const {downloads, domNodes} = await firstLoad(browser, buildDir, origin, pagePath);
    const weight = pageWeight(downloads);
    const budget = PAGE_KIND_BUDGETS.find((entry) => entry.path === pagePath)?.firstLoadJsGzip;
    const cells = [kind, '-', '-', '-', '-', '-', '-', kb(weight.jsGzip), budget ? kb(budget) : '-', `${kb(weight.htmlRaw)} / ${kb(weight.htmlGzip)}`, String(domNodes), pagePath];
    if (lighthouse) {
      const mobile = await medianLighthouse(origin + pagePath, 'mobile', runs, LIGHTHOUSE_PORT);
      const desktop = await medianLighthouse(origin + pagePath, 'desktop', runs, LIGHTHOUSE_PORT);
      cells.splice(1, 6, String(mobile.performance), String(desktop.performance), `${Math.round(mobile.tbtMs)} ms`, mobile.cls.toFixed(3), `${(mobile.lcpMs / 1000).toFixed(1)} s`, String(mobile.accessibility));
    }
    rows.push(cells);
    console.log(`  ${cells.join(' | ')}`);
  }
  console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => ' --- ').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  return rows;
}

/** The rewrites' figures beside the stock bundle's, per page kind (columns as pageKinds writes them). */
function sideBySide(ours: string[][], stock: string[][]): void {
  const columns: Array<[name: string, index: number]> = [['first-load JS gzip', 7], ['mobile LCP', 5], ['mobile TBT', 3], ['mobile score', 1]];
  const header = ['kind', ...columns.flatMap(([name]) => [`${name} (rewrites)`, `${name} (stock)`])];
  console.log(`\nRewrites on and DOCS_STOCK_BUNDLE=1, side by side\n| ${header.join(' | ')} |\n|${header.map(() => ' --- ').join('|')}|`);
  ours.forEach((row, index) => console.log(`| ${[row[0], ...columns.flatMap(([, column]) => [row[column], stock[index]?.[column]])].join(' | ')} |`));
}

function summarize(label: string, downloads: Download[]): void {
  const sum = sumBytes;
  const isJs = (d: Download) => d.url.endsWith('.js');
  const isCss = (d: Download) => d.url.endsWith('.css');
  const needed = downloads.filter((d) => d.type === 'script' || d.type === 'stylesheet');
  const neededUrls = new Set(needed.map((d) => d.url));
  const prefetched = downloads.filter((d) => (isJs(d) || isCss(d)) && d.type !== 'script' && d.type !== 'stylesheet' && !neededUrls.has(d.url));
  const js = sum(needed.filter(isJs));
  const css = sum(needed.filter(isCss));
  const pre = sum(prefetched);
  const html = downloads.find((d) => d.type === 'document');
  const has = (marker: string) => downloads.some((d) => isJs(d) && d.text.includes(marker));
  console.log(`\n${label}`);
  console.log(`  HTML                 ${kb(html?.raw ?? 0)} raw, ${kb(html?.gzip ?? 0)} gzip`);
  console.log(`  JS needed to render  ${needed.filter(isJs).length} files, ${kb(js.raw)} raw, ${kb(js.gzip)} gzip`);
  console.log(`  CSS                  ${needed.filter(isCss).length} files, ${kb(css.raw)} raw, ${kb(css.gzip)} gzip`);
  console.log(`  prefetched for links ${prefetched.length} files, ${kb(pre.raw)} raw, ${kb(pre.gzip)} gzip`);
  for (const {name, marker} of FORBIDDEN_IN_FIRST_LOAD) console.log(`  ${name.padEnd(20)} ${has(marker) ? 'downloaded' : 'not downloaded'}`);
}

async function main(): Promise<void> {
  console.log('Docs site benchmark (2 cores on CI machines; figures vary with load)');
  const withStock = process.argv.includes('--with-stock');
  const stockBuild = path.join(ROOT, 'build-stock');
  if (!process.argv.includes('--no-build')) {
    const {seconds, peakBytes} = await build(BUILD);
    console.log(`  production build     ${seconds.toFixed(1)} s wall, peak memory ${(peakBytes / 1024 ** 3).toFixed(2)} GiB`);
    if (withStock) {
      const stock = await build(stockBuild, {DOCS_STOCK_BUNDLE: '1'});
      console.log(`  stock build          ${stock.seconds.toFixed(1)} s wall, peak memory ${(stock.peakBytes / 1024 ** 3).toFixed(2)} GiB`);
    }
  }
  const sitemap = fs.readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8');
  const htmlPages = (fs.readdirSync(BUILD, {recursive: true, encoding: 'utf8'}) as string[]).filter((name) => name.endsWith('.html'));
  console.log(`  pages                ${(sitemap.match(/<loc>/g) ?? []).length} in the sitemap, ${htmlPages.length} HTML files`);
  const server = await startNginx(BUILD, PORT);
  const browser = await launchChromium();
  try {
    summarize(`Doc page without a diagram (${DOC_WITHOUT_DIAGRAM})`, (await firstLoad(browser, BUILD, server.origin, DOC_WITHOUT_DIAGRAM)).downloads);
    summarize(`Doc page with a diagram (${DOC_WITH_DIAGRAM})`, (await firstLoad(browser, BUILD, server.origin, DOC_WITH_DIAGRAM)).downloads);
    const runs = option('--runs', 3);
    const lighthouse = !process.argv.includes('--no-lighthouse');
    const ours = await pageKinds(browser, BUILD, server.origin, runs, lighthouse);
    if (withStock) {
      const stockServer = await startNginx(stockBuild, PORT + 1);
      try {
        sideBySide(ours, await pageKinds(browser, stockBuild, stockServer.origin, runs, lighthouse));
      } finally {
        await stockServer.stop();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
