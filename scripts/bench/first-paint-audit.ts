// Prints what makes a page's mobile LCP and TBT, from Lighthouse's own audits
// (one run, default mobile settings): the observed paint timings, every request
// that ended before the observed LCP (Lighthouse's simulation counts those on
// the critical path), the LCP element's phases where the trace engine gives
// them, long main-thread tasks and script boot-up time.
//   npx tsx scripts/bench/first-paint-audit.ts <build dir> <page path> [--port 4324] [--lighthouse-port 9340]
import {parseArgs} from 'node:util';
import {startNginx} from '../lib/nginx';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../lib/chromium';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Item {
  [key: string]: unknown;
}

const {values, positionals} = parseArgs({allowPositionals: true, options: {port: {type: 'string', default: '4324'}, 'lighthouse-port': {type: 'string', default: '9340'}}});
const [buildDir = '', pagePath = ''] = positionals;
if (buildDir === '' || pagePath === '') throw new Error('usage: first-paint-audit.ts <build dir> <page path> [--port N] [--lighthouse-port N]');
const port = Number(values.port);
const debuggingPort = Number(values['lighthouse-port']);

function items(audit: {details?: unknown} | undefined): Item[] {
  const details = audit?.details as {items?: Item[]} | undefined;
  return details?.items ?? [];
}

async function main(): Promise<void> {
const server = await startNginx(path.resolve(buildDir), port);
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'first-paint-audit-'));
const chromium = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`, '--remote-debugging-address=127.0.0.1', `--user-data-dir=${profile}`, 'about:blank'], {stdio: 'ignore'});
try {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${debuggingPort}/json/version`)).ok) break;
    } catch {
      if (Date.now() > deadline) throw new Error(`chromium did not open port ${debuggingPort} within 15 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const {default: lighthouse} = await import('lighthouse');
  const result = await lighthouse(`${server.origin}${pagePath}`, {port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: ['performance']});
  if (!result) throw new Error('Lighthouse returned nothing');
  const {audits} = result.lhr;
  const metrics = items(audits.metrics)[0] ?? {};
  console.log(`simulated: FCP ${Math.round(Number(metrics.firstContentfulPaint))} ms, LCP ${Math.round(Number(metrics.largestContentfulPaint))} ms, TBT ${Math.round(Number(metrics.totalBlockingTime))} ms`);
  const observedLcp = Number(metrics.observedLargestContentfulPaint);
  console.log(`observed (unthrottled): FCP ${Math.round(Number(metrics.observedFirstContentfulPaint))} ms, LCP ${Math.round(observedLcp)} ms`);
  for (const id of ['largest-contentful-paint-element', 'render-blocking-resources', 'font-display']) {
    const audit = audits[id];
    console.log(`\n${id}: ${audit?.errorMessage ?? audit?.displayValue ?? ''}`);
    for (const item of items(audit)) {
      const nested = (item as {items?: Item[]}).items;
      for (const row of nested ?? [item]) console.log('  ', JSON.stringify(row).slice(0, 240));
    }
  }
  console.log(`\nrequests ended before the observed LCP (${Math.round(observedLcp)} ms):`);
  for (const request of items(audits['network-requests'])) {
    const end = Number(request.networkEndTime);
    const marker = end <= observedLcp ? '*' : ' ';
    console.log(`  ${marker} ${String(request.priority).padEnd(8)} ${Math.round(Number(request.networkRequestTime)).toString().padStart(5)}-${Math.round(end).toString().padStart(5)} ms ${(Number(request.transferSize) / 1024).toFixed(1).padStart(6)} KB ${String(request.resourceType).padEnd(10)} ${String(request.url).replace(server.origin, '')}`);
  }
  console.log('\nlong tasks (observed, unthrottled; Lighthouse simulates them at 4x):');
  for (const task of items(audits['long-tasks'])) console.log(`   start ${Math.round(Number(task.startTime))} ms, ${Math.round(Number(task.duration))} ms ${String(task.url ?? '').replace(server.origin, '')}`);
  console.log('\nbootup-time (simulated at 4x):');
  for (const row of items(audits['bootup-time'])) console.log(`   ${String(row.url).replace(server.origin, '')}: total ${Math.round(Number(row.total))} ms, script ${Math.round(Number(row.scripting))} ms, parse/compile ${Math.round(Number(row.scriptParseCompile))} ms`);
  console.log('\nmainthread-work-breakdown (simulated):');
  for (const row of items(audits['mainthread-work-breakdown'])) console.log(`   ${String(row.groupLabel)}: ${Math.round(Number(row.duration))} ms`);
} finally {
  chromium.kill('SIGTERM');
  await server.stop();
}
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
