// npm run loadtest: autocannon against `npm run serve:nginx` (started here on a
// free loopback port) over a mix of pages, hashed assets, the search tier a
// reader's first query fetches and a 404, sent with a browser's Accept-Encoding.
// Two phases, each bounded in time and request count: 200 connections for 30 s,
// then a fixed 2,000 req/s for 20 s.
// Prints figures against the targets; a benchmark, so it never fails on them.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {load} from 'cheerio';
import {freePort} from './lib/free-port';

const PROJECT = path.resolve(__dirname, '..');
const BUILD_DIR = path.join(PROJECT, 'build');
const TARGETS = {requestsPerSecond: 2_000, p99Ms: 200};
const WATCHDOG_MS = 150_000;
const NOT_FOUND = '/no/such/page';
// One autocannon thread cannot read 2,000 responses a second of this mix: the
// generator, not nginx, set the ceiling. autocannon splits connections among
// its workers but not the rate or the request cap, so those are split here.
const LOAD_WORKERS = Math.min(2, os.availableParallelism());

interface Phase {
  title: string;
  connections: number;
  duration: number;
  maxOverallRequests: number;
  overallRate?: number;
}

const PHASES: Phase[] = [
  {title: '200 connections, 30 s', connections: 200, duration: 30, maxOverallRequests: 3_000_000},
  {title: 'fixed 2,000 req/s, 20 s', connections: 100, duration: 20, maxOverallRequests: 2_000 * 20, overallRate: 2_000},
];

/** Pages spread over the sitemap, the hashed files a page loads, the search data and one unknown path. */
function urlMix(): string[] {
  const sitemap = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
  const sample = Array.from({length: 10}, (_, index) => pages[Math.floor((index * pages.length) / 10)] as string);
  const $ = load(fs.readFileSync(path.join(BUILD_DIR, 'getting-started', 'quickstart', 'index.html'), 'utf8'));
  const assets = [
    ...$('script[src]').map((_, element) => $(element).attr('src')).get(),
    // Entry scripts are preloaded and started by the page's loader (src/config/ssr-template.ts).
    ...$('link[rel=preload][as=script]').map((_, element) => $(element).attr('href')).get(),
    ...$('link[rel=stylesheet]').map((_, element) => $(element).attr('href')).get(),
  ].filter((url) => url.startsWith('/assets/'));
  if (!assets.some((url) => url.endsWith('.js'))) throw new Error('No script found in the quickstart page: the mix would leave out the JS every page loads.');
  // What the search dialog fetches when a reader shows intent: the first tier of the index, not the whole one.
  const headingsTier = fs.readdirSync(path.join(BUILD_DIR, 'assets', 'search')).find((name) => /^headings\.[0-9a-f]+\.json$/.test(name));
  if (!headingsTier) throw new Error('No search tier file in build/assets/search: is the build complete?');
  return [...sample.slice(0, 5), ...assets, ...sample.slice(5), `/assets/search/${headingsTier}`, NOT_FOUND];
}

/** `npm run serve:nginx` as an operator runs it, on the given port. */
async function serve(port: number): Promise<{origin: string; stop(): Promise<void>}> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'serve-nginx.ts'), BUILD_DIR], {
    env: {...process.env, PORT: String(port)},
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('serve:nginx did not start within 30 s')), 30_000);
    child.once('exit', (code) => reject(new Error(`serve:nginx exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('Serving')) return;
      clearTimeout(timer);
      resolve();
    });
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function run(origin: string, phase: Phase, paths: string[]): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    // `workers` is an autocannon 8 option its type definitions lack.
    const options: autocannon.Options & {workers: number} = {
      url: origin,
      connections: phase.connections,
      duration: phase.duration,
      maxOverallRequests: Math.ceil(phase.maxOverallRequests / LOAD_WORKERS),
      ...(phase.overallRate ? {overallRate: Math.ceil(phase.overallRate / LOAD_WORKERS)} : {}),
      timeout: 10,
      workers: LOAD_WORKERS,
      headers: {'accept-encoding': 'gzip, br'},
      requests: paths.map((pathname) => ({method: 'GET', path: pathname})),
    };
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    // autocannon stops itself at `duration`; this only guards against a hang.
    setTimeout(() => instance.stop(), (phase.duration + 15) * 1000).unref();
  });
}

function report(phase: Phase, result: autocannon.Result): void {
  const statuses = Object.entries(result.statusCodeStats)
    .map(([status, {count}]) => `${status}: ${count.toLocaleString('en')}`)
    .join(', ');
  const checks = [
    `errors ${result.errors === 0 ? 'meet' : 'MISS'} the target of 0`,
    ...(phase.overallRate
      ? []
      : [
          `req/s ${result.requests.average >= TARGETS.requestsPerSecond ? 'meet' : 'MISS'} the target of ≥ ${TARGETS.requestsPerSecond.toLocaleString('en')}`,
          `p99 ${result.latency.p99 <= TARGETS.p99Ms ? 'meets' : 'MISSES'} the target of ≤ ${TARGETS.p99Ms} ms`,
        ]),
  ];
  console.log(`\n## ${phase.title}`);
  console.log(`requests        ${result.requests.total.toLocaleString('en')} in ${result.duration} s`);
  console.log(`req/s           ${Math.round(result.requests.average).toLocaleString('en')} average`);
  console.log(`latency         p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  console.log(`throughput      ${(result.throughput.average / 1e6).toFixed(1)} MB/s average (compressed bodies)`);
  console.log(`errors          ${result.errors} (timeouts ${result.timeouts}, resets ${result.resets})`);
  console.log(`non-2xx         ${result.non2xx.toLocaleString('en')} (the 404 in the mix is expected)`);
  console.log(`status codes    ${statuses}`);
  console.log(`targets         ${checks.join('; ')}`);
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(BUILD_DIR, 'sitemap.xml'))) throw new Error('No production build in build/: run `npm run build` first.');
  const watchdog = setTimeout(() => {
    console.error(`loadtest: still running after ${WATCHDOG_MS / 1000} s, giving up`);
    process.exit(2);
  }, WATCHDOG_MS);
  const paths = urlMix();
  const server = await serve(await freePort());
  try {
    for (const pathname of paths) {
      const expected = pathname === NOT_FOUND ? 404 : 200;
      const response = await fetch(`${server.origin}${pathname}`, {redirect: 'manual'});
      await response.arrayBuffer();
      if (response.status !== expected) throw new Error(`${pathname} answered ${response.status}, expected ${expected}`);
    }
    console.log(`# npm run loadtest: nginx on ${server.origin}, ${paths.length} URLs in turn (Accept-Encoding: gzip, br)`);
    console.log(`generator       autocannon, ${LOAD_WORKERS} worker thread(s)`);
    console.log(`machine         ${os.availableParallelism()} cores, load average ${os.loadavg().map((value) => value.toFixed(1)).join(' ')} before the run`);
    for (const phase of PHASES) report(phase, await run(server.origin, phase, paths));
    console.log(`\nload average    ${os.loadavg().map((value) => value.toFixed(1)).join(' ')} after the run`);
  } finally {
    await server.stop();
    clearTimeout(watchdog);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
