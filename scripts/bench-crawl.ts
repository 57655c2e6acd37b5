// Where the crawl's time goes: one page at a time on a sample of each page kind,
// the same steps as tests/e2e/support/crawl.ts, each timed (wall clock, so the
// machine must be otherwise quiet). Run it under the quiet lock:
//   flock -x /work/locks/quiet npm run bench:crawl
// BENCH_SAMPLE pages of each kind (default 40), BENCH_BUILD (default build/),
// BENCH_PORT (default 4394).
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from 'playwright-core';
import {AXE_TAGS} from '../tests/e2e/support/axe';
import {launchChromium} from './lib/chromium';
import {startNginx} from './lib/nginx';

const ROOT = path.resolve(__dirname, '..');
const BUILD = path.resolve(process.env.BENCH_BUILD ?? path.join(ROOT, 'build'));
const SAMPLE = Number(process.env.BENCH_SAMPLE ?? 40);
const PORT = Number(process.env.BENCH_PORT ?? 4394);
const API_PREFIX = '/api/python-api/';

const STEPS = ['load and hydrate', 'axe light, whole page', 'axe light, main', 'switch to dark', 'axe dark, main', 'axe dark, whole page'] as const;
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

async function axe(page: Page, pagePath: string, include?: string): Promise<number> {
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
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      for (const pagePath of paths) {
        const context = await browser.newContext({viewport: {width: 1280, height: 800}, colorScheme: 'light'});
        const page = await context.newPage();
        const time = async <T>(step: Step, run: () => Promise<T>): Promise<T> => {
          const start = performance.now();
          const result = await run();
          totals.set(step, totals.get(step)! + performance.now() - start);
          return result;
        };
        await time('load and hydrate', async () => {
          await page.goto(server.origin + pagePath, {waitUntil: 'load'});
          await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
        });
        violations += await time('axe light, whole page', () => axe(page, pagePath));
        violations += await time('axe light, main', () => axe(page, pagePath, 'main'));
        await time('switch to dark', async () => {
          await page.emulateMedia({colorScheme: 'dark'});
          await page.locator('html[data-theme="dark"]').waitFor({state: 'attached'});
          await page.evaluate(() =>
            Promise.all(
              document
                .getAnimations()
                .filter((animation) => animation instanceof CSSTransition)
                .map((animation) => animation.finished.catch(() => undefined)),
            ),
          );
        });
        violations += await time('axe dark, main', () => axe(page, pagePath, 'main'));
        violations += await time('axe dark, whole page', () => axe(page, pagePath));
        await context.close();
      }
      const wall = performance.now() - started;
      const cpu = process.cpuUsage(cpuBefore);
      console.log(`\n${kind} pages: ${paths.length}, ${(wall / 1000).toFixed(1)} s in all (${violations} violations found)`);
      for (const step of STEPS) {
        const ms = totals.get(step)!;
        console.log(`  ${step.padEnd(24)} ${(ms / paths.length).toFixed(0).padStart(6)} ms a page  ${((ms / wall) * 100).toFixed(0).padStart(3)} %`);
      }
      console.log(`  node CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`);
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
