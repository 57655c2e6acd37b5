// Where the crawl's time goes: one page at a time on a sample of each page kind,
// the steps of tests/e2e/support/crawl.ts before and after the frame split,
// each timed (wall clock, so the machine must be otherwise quiet; before and
// after alternate page by page, so both see the same load). Under the quiet lock:
//   flock -x /work/locks/quiet npm run bench:crawl
// BENCH_SAMPLE pages of each kind (default 40), BENCH_BUILD (default build/),
// BENCH_PORT (default 4394).
// The sum of the steps of a page is its cost in a crawl worker.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from 'playwright-core';
import {AXE_TAGS, axeExclusionsFor, axeViolations} from '../tests/e2e/support/axe';
import {settleTransitions} from '../tests/e2e/support/browser';
import {darkModeViolations} from '../tests/e2e/support/colour-mode';
import {launchChromium} from './lib/chromium';
import {startNginx} from './lib/nginx';

const ROOT = path.resolve(__dirname, '..');
const BUILD = path.resolve(process.env.BENCH_BUILD ?? path.join(ROOT, 'build'));
const SAMPLE = Number(process.env.BENCH_SAMPLE ?? 40);
const PORT = Number(process.env.BENCH_PORT ?? 4394);
const API_PREFIX = '/api/python-api/';

// The crawl as it was (the axe builder, whole page in light mode, main in dark
// mode) and as it is (tests/e2e/support/crawl.ts), on the same pages in one run.
const STEPS = [
  'before: load and hydrate',
  'before: axe light, whole page',
  'before: switch to dark',
  'before: axe dark, main',
  'after: load and hydrate',
  'after: axe light, main',
  'after: switch to dark and axe dark',
] as const;
type Step = (typeof STEPS)[number];

function sitemapPaths(): string[] {
  const file = path.join(BUILD, 'sitemap.xml');
  if (!fs.existsSync(file)) throw new Error(`bench-crawl: no ${file}; build first`);
  const paths = [...fs.readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
  if (paths.length === 0) throw new Error(`bench-crawl: ${file} lists no page`);
  return paths;
}

/** Evenly spaced pages, so every section of the sitemap is represented. */
function spread(paths: string[], count: number): string[] {
  if (paths.length <= count) return paths;
  return Array.from({length: count}, (_, index) => paths[Math.floor((index * paths.length) / count)]!);
}

/** The crawl's axe run before, with @axe-core/playwright's builder. */
async function builderAxe(page: Page, pagePath: string, include?: string): Promise<number> {
  let builder = new AxeBuilder({page}).options({resultTypes: ['violations']}).setLegacyMode(true).withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  if (pagePath.startsWith(API_PREFIX)) builder = builder.exclude('pre');
  return (await builder.analyze()).violations.length;
}

async function main(): Promise<void> {
  const all = sitemapPaths();
  const kinds = {
    guide: spread(all.filter((p) => !p.startsWith(API_PREFIX)), SAMPLE),
    api: spread(all.filter((p) => p.startsWith(API_PREFIX)), SAMPLE),
  };
  const server = await startNginx(BUILD, PORT);
  const browser = await launchChromium();
  try {
    for (const [kind, paths] of Object.entries(kinds)) {
      const totals = new Map<Step, number>(STEPS.map((step) => [step, 0]));
      let violations = 0;
      const started = performance.now();
      for (const pagePath of paths) {
        const time = async <T>(step: Step, run: () => Promise<T>): Promise<T> => {
          const start = performance.now();
          const result = await run();
          totals.set(step, totals.get(step)! + performance.now() - start);
          return result;
        };
        const open = async (step: Step) => {
          const context = await browser.newContext({viewport: {width: 1280, height: 800}, colorScheme: 'light'});
          const page = await context.newPage();
          await time(step, async () => {
            await page.goto(server.origin + pagePath, {waitUntil: 'load'});
            await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
          });
          return {context, page};
        };
        const before = await open('before: load and hydrate');
        violations += await time('before: axe light, whole page', () => builderAxe(before.page, pagePath));
        await time('before: switch to dark', async () => {
          await before.page.emulateMedia({colorScheme: 'dark'});
          await before.page.locator('html[data-theme="dark"]').waitFor({state: 'attached'});
          await settleTransitions(before.page);
        });
        violations += await time('before: axe dark, main', () => builderAxe(before.page, pagePath, 'main'));
        await before.context.close();
        const after = await open('after: load and hydrate');
        violations += (await time('after: axe light, main', () => axeViolations(after.page, {include: 'main', exclude: axeExclusionsFor(pagePath)}))).length;
        violations += (await time('after: switch to dark and axe dark', () => darkModeViolations(after.page, 'main', axeExclusionsFor(pagePath)))).length;
        await after.context.close();
      }
      const wall = performance.now() - started;
      console.log(`\n${kind} pages: ${paths.length}, ${(wall / 1000).toFixed(1)} s in all (${violations} violations found)`);
      for (const side of ['before', 'after']) {
        const steps = STEPS.filter((step) => step.startsWith(side));
        const sum = steps.reduce((total, step) => total + totals.get(step)!, 0);
        for (const step of steps) {
          const ms = totals.get(step)!;
          console.log(`  ${step.padEnd(36)} ${(ms / paths.length).toFixed(0).padStart(6)} ms a page  ${((ms / sum) * 100).toFixed(0).padStart(3)} %`);
        }
        console.log(`  ${`${side}: a page in all`.padEnd(36)} ${(sum / paths.length).toFixed(0).padStart(6)} ms`);
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
