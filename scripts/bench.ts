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
//   npm run bench -- --with-starlight    (also a Starlight site holding our guide, API and Dagster+ pages' Markdown)
//   npm run bench -- --kinds guide,API,Dagster+ --mobile-only   (fewer Lighthouse runs)
//   npm run bench -- --port 4390 --lighthouse-port 9333         (nginx uses the port and the two above it)
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Browser} from 'playwright-core';
import {FORBIDDEN_IN_FIRST_LOAD, PAGE_KIND_BUDGETS} from './lib/budgets';
import {launchChromium} from './lib/chromium';
import {DOCUSAURUS_HYDRATED, firstLoad, pageWeight, sumBytes, type Download} from './lib/first-load';
import {median, runLighthouse, type FormFactor, type LighthouseFigures} from './lib/lighthouse';
import {startNginx, type NginxServer} from './lib/nginx';
import {buildStarlight, STARLIGHT_BUILD, starlightPath} from './lib/starlight';

const ROOT = path.resolve(__dirname, '..');

function textOption(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const BUILD = path.resolve(textOption('--build-dir') ?? path.join(ROOT, 'build'));
const PORT = Number(textOption('--port') ?? 4390);
const DOC_WITHOUT_DIAGRAM = '/getting-started/installation';
const DOC_WITH_DIAGRAM = '/getting-started/concepts';
const LIGHTHOUSE_PORT = Number(textOption('--lighthouse-port') ?? 9333);
/** One page of each kind a reader lands on; the first four are issue #13's. */
const PAGE_KINDS: Array<[kind: string, path: string]> = [
  ['home', '/'],
  ['guide', '/guides/build/assets/defining-assets'],
  ['API', '/api/python-api/assets'],
  ['integration', '/integrations/libraries/dbt'],
  ['Dagster+', '/dagster-plus/features/alerts'],
  ['diagram', DOC_WITH_DIAGRAM],
];

/** The kinds the Starlight anchor holds: our Markdown export of a guide, an API page and a Dagster+ page. */
const STARLIGHT_KINDS = ['guide', 'API', 'Dagster+'];

/** `--kinds guide,API` measures those kinds only; a name that is not a kind stops the bench. */
function selectedKinds(): Array<[string, string]> {
  const names = textOption('--kinds')?.split(',');
  if (names === undefined) return PAGE_KINDS;
  const unknown = names.filter((name) => !PAGE_KINDS.some(([kind]) => kind === name));
  if (unknown.length > 0) throw new Error(`--kinds: unknown kind ${unknown.join(', ')} (kinds: ${PAGE_KINDS.map(([kind]) => kind).join(', ')})`);
  return PAGE_KINDS.filter(([kind]) => names.includes(kind));
}

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

/** A built site the bench measures: ours, the stock bundle or the Starlight anchor. */
interface Site {
  label: string;
  buildDir: string;
  origin: string;
  /** Where this site serves the page that ours serves at a path, or undefined when it does not hold that page. */
  pathOf(pagePath: string): string | undefined;
  /** What tells that a page is ready (hydrated), or null. */
  readySelector: string | null;
}

interface KindFigures {
  kind: string;
  path: string;
  jsGzip: number;
  htmlRaw: number;
  htmlGzip: number;
  domNodes: number;
  mobile?: LighthouseFigures;
  desktop?: LighthouseFigures;
}

type SiteFigures = Map<string, KindFigures>;

const seconds = (ms: number | undefined) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`);
const millis = (ms: number | undefined) => (ms === undefined ? '-' : `${Math.round(ms)} ms`);

function medianFigures(results: LighthouseFigures[]): LighthouseFigures {
  const pick = (key: keyof LighthouseFigures) => median(results.map((result) => result[key]));
  return {performance: pick('performance'), accessibility: pick('accessibility'), tbtMs: pick('tbtMs'), cls: pick('cls'), lcpMs: pick('lcpMs')};
}

/**
 * Bytes of every site's pages, then Lighthouse with the sites alternating run
 * by run (kind by kind), so a machine that slows down part way through the
 * bench slows every site's runs alike.
 */
async function measureSites(browser: Browser, sites: Site[], kinds: Array<[string, string]>, options: {runs: number; lighthouse: boolean; desktop: boolean}): Promise<SiteFigures[]> {
  const figures = sites.map(() => new Map<string, KindFigures>());
  for (const [siteIndex, site] of sites.entries()) {
    for (const [kind, pagePath] of kinds) {
      const sitePath = site.pathOf(pagePath);
      if (sitePath === undefined) continue;
      const {downloads, domNodes} = await firstLoad(browser, site.buildDir, site.origin, sitePath, site.readySelector);
      figures[siteIndex]!.set(kind, {kind, path: sitePath, domNodes, ...pageWeight(downloads)});
    }
  }
  if (!options.lighthouse) return figures;
  const formFactors: FormFactor[] = options.desktop ? ['mobile', 'desktop'] : ['mobile'];
  for (const [kind] of kinds) {
    const results = sites.map(() => ({mobile: [] as LighthouseFigures[], desktop: [] as LighthouseFigures[]}));
    for (let run = 0; run < options.runs; run += 1) {
      for (const [siteIndex, site] of sites.entries()) {
        const entry = figures[siteIndex]!.get(kind);
        if (!entry) continue;
        for (const formFactor of formFactors) {
          const result = await runLighthouse(site.origin + entry.path, formFactor, LIGHTHOUSE_PORT);
          results[siteIndex]![formFactor].push(result);
          console.log(`  ${kind}, ${site.label}, ${formFactor} run ${run + 1} of ${options.runs}: score ${result.performance}, LCP ${seconds(result.lcpMs)}, TBT ${millis(result.tbtMs)}`);
        }
      }
    }
    for (const [siteIndex] of sites.entries()) {
      const entry = figures[siteIndex]!.get(kind);
      if (!entry) continue;
      entry.mobile = medianFigures(results[siteIndex]!.mobile);
      if (options.desktop) entry.desktop = medianFigures(results[siteIndex]!.desktop);
    }
  }
  return figures;
}

function printTable(title: string, header: string[], rows: string[][]): void {
  console.log(`\n${title}\n| ${header.join(' | ')} |\n|${header.map(() => ' --- ').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

function printSite(site: Site, figures: SiteFigures, runs: number): void {
  const header = ['kind', 'mobile', 'desktop', 'mobile TBT', 'mobile CLS', 'mobile LCP', 'a11y', 'first-load JS gzip', 'budget', 'HTML raw / gzip', 'DOM nodes', 'path'];
  const rows = [...figures.values()].map((entry) => {
    const budget = PAGE_KIND_BUDGETS.find((item) => item.path === entry.path)?.firstLoadJsGzip;
    return [
      entry.kind,
      entry.mobile ? String(entry.mobile.performance) : '-',
      entry.desktop ? String(entry.desktop.performance) : '-',
      millis(entry.mobile?.tbtMs),
      entry.mobile ? entry.mobile.cls.toFixed(3) : '-',
      seconds(entry.mobile?.lcpMs),
      entry.mobile ? String(entry.mobile.accessibility) : '-',
      kb(entry.jsGzip),
      budget && site.label === 'ours' ? kb(budget) : '-',
      `${kb(entry.htmlRaw)} / ${kb(entry.htmlGzip)}`,
      String(entry.domNodes),
      entry.path,
    ];
  });
  printTable(`Page kinds of ${site.label}: ${path.relative(ROOT, site.buildDir) || site.buildDir} (Lighthouse 12.2.3, median of ${runs}; mobile = simulated Slow 4G and 4x CPU slowdown)`, header, rows);
}

const ratio = (ours: number | undefined, anchor: number | undefined) => (ours === undefined || anchor === undefined ? '-' : anchor === 0 ? 'Starlight 0: no ratio' : `${(ours / anchor).toFixed(2)}×`);

/** One table: per page kind, each figure for every site side by side, then ours against Starlight's (issue 21's targets: LCP ≤ 1.2×, TBT ≤ 1.5×). */
function printSideBySide(sites: Site[], figures: SiteFigures[]): void {
  const labels = sites.map((site) => site.label);
  const columns: Array<[name: string, value: (entry: KindFigures) => string]> = [
    ['first-load JS gzip', (entry) => kb(entry.jsGzip)],
    ['mobile LCP', (entry) => seconds(entry.mobile?.lcpMs)],
    ['mobile TBT', (entry) => millis(entry.mobile?.tbtMs)],
    ['mobile score', (entry) => (entry.mobile ? String(entry.mobile.performance) : '-')],
  ];
  const starlight = labels.indexOf('Starlight');
  const ratios: Array<[name: string, value: (ours: KindFigures, anchor: KindFigures) => string]> =
    starlight < 0
      ? []
      : [
          ['LCP ours / Starlight (target ≤ 1.2×)', (ours, anchor) => ratio(ours.mobile?.lcpMs, anchor.mobile?.lcpMs)],
          ['TBT ours / Starlight (target ≤ 1.5×)', (ours, anchor) => ratio(ours.mobile?.tbtMs, anchor.mobile?.tbtMs)],
          ['JS ours / Starlight', (ours, anchor) => ratio(ours.jsGzip, anchor.jsGzip)],
        ];
  const header = ['kind', ...columns.map(([name]) => `${name} (${labels.join(' / ')})`), ...ratios.map(([name]) => name)];
  const rows = [...figures[0]!.values()].map((ours) => {
    const anchor = starlight < 0 ? undefined : figures[starlight]!.get(ours.kind);
    return [
      ours.kind,
      ...columns.map(([, value]) => figures.map((site) => { const entry = site.get(ours.kind); return entry ? value(entry) : '-'; }).join(' / ')),
      ...ratios.map(([, value]) => (anchor ? value(ours, anchor) : '-')),
    ];
  });
  printTable(`Side by side (${labels.join(', ')}; Lighthouse mobile, same run, alternating)`, header, rows);
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
  const withStarlight = process.argv.includes('--with-starlight');
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
  const runs = option('--runs', 3);
  const lighthouse = !process.argv.includes('--no-lighthouse');
  const kinds = selectedKinds();
  const servers: NginxServer[] = [];
  const browser = await launchChromium();
  try {
    const server = await startNginx(BUILD, PORT);
    servers.push(server);
    summarize(`Doc page without a diagram (${DOC_WITHOUT_DIAGRAM})`, (await firstLoad(browser, BUILD, server.origin, DOC_WITHOUT_DIAGRAM)).downloads);
    summarize(`Doc page with a diagram (${DOC_WITH_DIAGRAM})`, (await firstLoad(browser, BUILD, server.origin, DOC_WITH_DIAGRAM)).downloads);
    const sites: Site[] = [{label: 'ours', buildDir: BUILD, origin: server.origin, pathOf: (pagePath) => pagePath, readySelector: DOCUSAURUS_HYDRATED}];
    if (withStock) {
      const stockServer = await startNginx(stockBuild, PORT + 1);
      servers.push(stockServer);
      sites.push({label: 'stock', buildDir: stockBuild, origin: stockServer.origin, pathOf: (pagePath) => pagePath, readySelector: DOCUSAURUS_HYDRATED});
    }
    if (withStarlight) {
      const anchorPaths = kinds.filter(([kind]) => STARLIGHT_KINDS.includes(kind)).map(([, pagePath]) => pagePath);
      const {seconds: starlightSeconds} = await buildStarlight(BUILD, anchorPaths);
      console.log(`  Starlight anchor     ${anchorPaths.length} pages from our Markdown export, astro build ${starlightSeconds.toFixed(1)} s`);
      const starlightServer = await startNginx(STARLIGHT_BUILD, PORT + 2);
      servers.push(starlightServer);
      sites.push({
        label: 'Starlight',
        buildDir: STARLIGHT_BUILD,
        origin: starlightServer.origin,
        pathOf: (pagePath) => (anchorPaths.includes(pagePath) ? starlightPath(pagePath) : undefined),
        readySelector: null,
      });
    }
    const figures = await measureSites(browser, sites, kinds, {runs, lighthouse, desktop: !process.argv.includes('--mobile-only')});
    sites.forEach((site, index) => printSite(site, figures[index]!, runs));
    if (sites.length > 1) printSideBySide(sites, figures);
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
