import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import type {Browser} from 'playwright-core';
import {axeExclusionsFor, axeViolations} from './axe';
import {contentOutsideMainAndFrame} from './frame';
import {gotoHydrated, launchBrowser, newContext, sitemapPaths, watchConsole} from './browser';
import {darkModeViolations} from './colour-mode';

/**
 * The crawl is most of the browser suite's time; four files of about 130 pages
 * let the two workers finish close together, with the shorter files in
 * between, instead of two long files ending the run alone.
 */
export const CRAWL_SHARDS = 4;

/**
 * Every page of the sitemap (this shard's share of it): loads with no console
 * error or warning and no hydration error, has one h1, shows no content outside
 * `main` and the frame, and axe finds no violation in `main` at 1280 px in
 * light and then dark mode (the same page switches mode, so dark costs no
 * second load; support/colour-mode.ts says which rules the switch can change). The frame around `main` (navbar, sidebar, footer) is the same
 * on every page of a sidebar; tests/e2e/frame.test.ts checks it whole, once
 * per sidebar, in both modes (support/frame.ts).
 */
export function crawlShard(shard: number): void {
  const paths = sitemapPaths().filter((_, index) => index % CRAWL_SHARDS === shard);
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('the sitemap lists pages for this shard', () => {
    expect(paths.length).toBeGreaterThan(0);
  });

  describe.concurrent(`sitemap shard ${shard + 1} of ${CRAWL_SHARDS}`, () => {
    test.for(paths)('%s', async (path, {expect}) => {
      const context = await newContext(browser, {colorScheme: 'light'});
      try {
        const page = await context.newPage();
        const problems = watchConsole(page);
        await gotoHydrated(page, path);
        expect(await page.locator('h1').count(), 'one h1 per page').toBe(1);
        expect(await contentOutsideMainAndFrame(page), 'content outside main and the frame').toEqual([]);
        expect(await axeViolations(page, {include: 'main', exclude: axeExclusionsFor(path)}), 'light').toEqual([]);
        expect(await darkModeViolations(page, 'main', axeExclusionsFor(path)), 'dark').toEqual([]);
        expect(problems.messages).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}
