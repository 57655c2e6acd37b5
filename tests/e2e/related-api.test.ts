import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import type {Browser} from 'playwright-core';
import {DESKTOP, MOBILE, gotoHydrated, launchBrowser, newContext, screenshot, watchConsole} from './support/browser';

/** A guide whose snippets use @graph_asset, @graph_multi_asset, @op and AssetOut. */
const GUIDE = '/guides/build/assets/graph-backed-assets';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('"Related API" at the end of a guide', () => {
  test('the last section lists the entries the examples use, in the table of contents too, and its links land on the entries', async () => {
    const context = await newContext(browser, {viewport: DESKTOP});
    try {
      const page = await context.newPage();
      const problems = watchConsole(page);
      await gotoHydrated(page, GUIDE);

      const lastHeading = page.locator('article .markdown h2').last();
      await expect.poll(() => lastHeading.textContent()).toContain('Related API');
      const links = page.locator('article .markdown h2#related-api + p + ul a');
      const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(hrefs).toContain('/api/python-api/assets#dagster.graph_asset');
      expect(hrefs).toContain('/api/python-api/assets#dagster.graph_multi_asset');
      expect(new Set(hrefs).size).toBe(hrefs.length);
      expect(await page.locator('.table-of-contents a[href="#related-api"]').count()).toBe(1);

      await page.locator('article .markdown h2#related-api').scrollIntoViewIfNeeded();
      await screenshot(page, 'related-api-light-1280');
      await links.filter({hasText: '@graph_asset'}).click();
      await page.waitForURL('**/api/python-api/assets#dagster.graph_asset');
      // The address changes first; the router keeps the old page until the new one's code is in.
      await expect.poll(() => page.locator('[id="dagster.graph_asset"]').count()).toBe(1);
      expect(problems.messages).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the section reads in dark mode on a phone', async () => {
    const context = await newContext(browser, {colorScheme: 'dark', viewport: MOBILE});
    try {
      const page = await context.newPage();
      await gotoHydrated(page, GUIDE);
      await page.locator('article .markdown h2#related-api').scrollIntoViewIfNeeded();
      await screenshot(page, 'related-api-dark-390');
      expect(await page.locator('article .markdown h2#related-api + p + ul li').count()).toBeGreaterThan(3);
    } finally {
      await context.close();
    }
  });
});
