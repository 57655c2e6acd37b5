// Prints the site's performance figures: production build wall time and peak
// memory, page count, and what a browser downloads on first load of a doc page.
//   npm run bench              (builds first)
//   npm run bench -- --no-build (measures the existing build/)
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {launchChromium} from './lib/chromium';
import {startNginx} from './lib/nginx';

const ROOT = path.resolve(__dirname, '..');
const BUILD = path.join(ROOT, 'build');
const PORT = 4390;
const DOC_WITHOUT_DIAGRAM = '/getting-started/installation';
const DOC_WITH_DIAGRAM = '/getting-started/concepts';

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

async function firstLoad(origin: string, pagePath: string): Promise<Download[]> {
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
  const all = (await Promise.all(downloads)).filter((d): d is Download => d !== null);
  await browser.close();
  return all;
}

function summarize(label: string, downloads: Download[]): void {
  const sum = (items: Download[]) => items.reduce((acc, d) => ({raw: acc.raw + d.raw, gzip: acc.gzip + d.gzip}), {raw: 0, gzip: 0});
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
    summarize(`Doc page without a diagram (${DOC_WITHOUT_DIAGRAM})`, await firstLoad(server.origin, DOC_WITHOUT_DIAGRAM));
    summarize(`Doc page with a diagram (${DOC_WITH_DIAGRAM})`, await firstLoad(server.origin, DOC_WITH_DIAGRAM));
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
