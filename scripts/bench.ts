// Prints the site's performance figures: production build wall time and peak
// memory, page count, what a browser downloads on first load of a doc page, and
// per page kind Lighthouse mobile and desktop (median of 3 runs), TBT, CLS, LCP,
// first-load JS and HTML bytes and DOM nodes.
//   npm run bench                        (builds first)
//   npm run bench -- --no-build          (measures the existing build/)
//   npm run bench -- --runs 1            (Lighthouse runs per page and form factor)
//   npm run bench -- --no-lighthouse     (bytes only)
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {launchChromium} from './lib/chromium';
import {medianLighthouse} from './lib/lighthouse';
import {startNginx} from './lib/nginx';

const ROOT = path.resolve(__dirname, '..');
const BUILD = path.join(ROOT, 'build');
const PORT = 4390;
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
];

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1 || value > 9) throw new Error(`${name} takes a whole number from 1 to 9`);
  return value;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (body: Buffer) => zlib.gzipSync(body, {level: 6}).length;

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

async function build(): Promise<{seconds: number; peakBytes: number}> {
  const started = Date.now();
  const child = spawn('npx', ['docusaurus', 'build'], {cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: {...process.env, NO_UPDATE_NOTIFIER: '1'}});
  let peakBytes = 0;
  const timer = setInterval(() => {
    if (child.pid) peakBytes = Math.max(peakBytes, treeRss(child.pid));
  }, 250);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`docusaurus build exited with ${code}`);
  return {seconds: (Date.now() - started) / 1000, peakBytes};
}

interface Download {
  url: string;
  type: string;
  raw: number;
  gzip: number;
  text: string;
}

async function firstLoad(origin: string, pagePath: string): Promise<{downloads: Download[]; domNodes: number}> {
  const browser = await launchChromium();
  const page = await browser.newPage({viewport: {width: 1280, height: 800}});
  const downloads: Promise<Download | null>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.request().resourceType();
    // Prefetched bodies are not exposed to the page's response API; every
    // asset is a file of the build, so its size is read from there.
    const file = path.join(BUILD, decodeURIComponent(url.pathname));
    const body =
      type !== 'document' && url.origin === origin && fs.existsSync(file) && fs.statSync(file).isFile()
        ? Promise.resolve(fs.readFileSync(file))
        : response.body();
    downloads.push(
      body
        .then((bytes) => ({url: response.url(), type, raw: bytes.length, gzip: gzipSize(bytes), text: bytes.toString('latin1')}))
        .catch(() => null),
    );
  });
  await page.goto(origin + pagePath, {waitUntil: 'networkidle'});
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForTimeout(1500);
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  const all = (await Promise.all(downloads)).filter((d): d is Download => d !== null);
  await browser.close();
  return {downloads: all, domNodes};
}

const sumBytes = (items: Download[]) => items.reduce((acc, d) => ({raw: acc.raw + d.raw, gzip: acc.gzip + d.gzip}), {raw: 0, gzip: 0});

/** JS the page executes to render (prefetches for links excluded), and the HTML document. */
function pageWeight(downloads: Download[]): {jsGzip: number; htmlRaw: number; htmlGzip: number} {
  const js = sumBytes(downloads.filter((d) => d.type === 'script' && d.url.endsWith('.js')));
  const html = downloads.find((d) => d.type === 'document');
  return {jsGzip: js.gzip, htmlRaw: html?.raw ?? 0, htmlGzip: html?.gzip ?? 0};
}

async function pageKinds(origin: string, runs: number, lighthouse: boolean): Promise<void> {
  console.log(`\nPage kinds${lighthouse ? ` (Lighthouse 12.2.3, median of ${runs}; mobile = simulated Slow 4G and 4x CPU slowdown)` : ''}`);
  const header = ['kind', 'mobile', 'desktop', 'mobile TBT', 'mobile CLS', 'mobile LCP', 'a11y', 'first-load JS gzip', 'HTML raw / gzip', 'DOM nodes', 'path'];
  const rows: string[][] = [];
  for (const [kind, pagePath] of PAGE_KINDS) {
    const {downloads, domNodes} = await firstLoad(origin, pagePath);
    const weight = pageWeight(downloads);
    const cells = [kind, '-', '-', '-', '-', '-', '-', kb(weight.jsGzip), `${kb(weight.htmlRaw)} / ${kb(weight.htmlGzip)}`, String(domNodes), pagePath];
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
  const has = (marker: RegExp) => downloads.some((d) => isJs(d) && marker.test(d.text));
  console.log(`\n${label}`);
  console.log(`  HTML                 ${kb(html?.raw ?? 0)} raw, ${kb(html?.gzip ?? 0)} gzip`);
  console.log(`  JS needed to render  ${needed.filter(isJs).length} files, ${kb(js.raw)} raw, ${kb(js.gzip)} gzip`);
  console.log(`  CSS                  ${needed.filter(isCss).length} files, ${kb(css.raw)} raw, ${kb(css.gzip)} gzip`);
  console.log(`  prefetched for links ${prefetched.length} files, ${kb(pre.raw)} raw, ${kb(pre.gzip)} gzip`);
  console.log(`  Mermaid library      ${has(/securityLevel/) ? 'downloaded' : 'not downloaded'}`);
  console.log(`  image zoom code      ${has(/medium-zoom--opened/) ? 'downloaded' : 'not downloaded'}`);
  console.log(`  search modal code    ${has(/DocSearch-Modal/) ? 'downloaded' : 'not downloaded'}`);
}

async function main(): Promise<void> {
  console.log('Docs site benchmark (2 cores on CI machines; figures vary with load)');
  if (!process.argv.includes('--no-build')) {
    const {seconds, peakBytes} = await build();
    console.log(`  production build     ${seconds.toFixed(1)} s wall, peak memory ${(peakBytes / 1024 ** 3).toFixed(2)} GiB`);
  }
  const sitemap = fs.readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8');
  const htmlPages = (fs.readdirSync(BUILD, {recursive: true, encoding: 'utf8'}) as string[]).filter((name) => name.endsWith('.html'));
  console.log(`  pages                ${(sitemap.match(/<loc>/g) ?? []).length} in the sitemap, ${htmlPages.length} HTML files`);
  const server = await startNginx(BUILD, PORT);
  try {
    summarize(`Doc page without a diagram (${DOC_WITHOUT_DIAGRAM})`, (await firstLoad(server.origin, DOC_WITHOUT_DIAGRAM)).downloads);
    summarize(`Doc page with a diagram (${DOC_WITH_DIAGRAM})`, (await firstLoad(server.origin, DOC_WITH_DIAGRAM)).downloads);
    await pageKinds(server.origin, option('--runs', 3), !process.argv.includes('--no-lighthouse'));
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
