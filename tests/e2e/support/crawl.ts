import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import type {Browser} from 'playwright-core';
import {axeExclusionsFor, axeViolations} from './axe';
import {gotoHydrated, launchBrowser, newContext, settleTransitions, sitemapPaths, watchConsole} from './browser';

/**
 * The crawl is most of the browser suite's time; four files of about 130 pages
 * let the two workers finish close together, with the shorter files in
 * between, instead of two long files ending the run alone.
 */
export const CRAWL_SHARDS = 4;

/**
 * Every page of the sitemap (this shard's share of it): loads with no console
 * error or warning and no hydration error, and axe finds no violation at
 * 1280 px in light mode (whole page) and then in dark mode (the article: the
 * frame around it is the same on every page and is checked in dark mode by the
 * page-kind tests). The same page switches mode, so dark costs no second load.
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
        expect(await axeViolations(page, {exclude: axeExclusionsFor(path)}), 'light').toEqual([]);
        await page.emulateMedia({colorScheme: 'dark'});
        await page.locator('html[data-theme="dark"]').waitFor({state: 'attached'});
        await settleTransitions(page);
        expect(await axeViolations(page, {include: 'main', exclude: axeExclusionsFor(path)}), 'dark').toEqual([]);
        expect(problems.messages).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}
