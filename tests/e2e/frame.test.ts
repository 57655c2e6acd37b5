import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import type {Browser} from 'playwright-core';
import {buildDir, gotoHydrated, launchBrowser, newContext, sitemapPaths, watchConsole} from './support/browser';
import {framePages, frameViolations} from './support/frame';

/**
 * The crawl runs axe on `main` of every page; this file runs it on the whole
 * page once per distinct frame (each sidebar, the API pages whose content the
 * server renders, the pages without a sidebar), with every sidebar category
 * open, in light and dark mode at 1280 px.
 */
const pages = framePages(buildDir(), sitemapPaths());
// The five sidebars of sidebars.ts and the static API pages. Every sitemap page
// is in a sidebar; the pages outside them (search, tags, 404) are checked whole
// in both modes and at both widths by page-kinds.test.ts.
const EXPECTED_FRAMES = ['sidebar api', 'sidebar api, static content', 'sidebar dagsterPlus', 'sidebar docs', 'sidebar examples', 'sidebar integrations'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('the sitemap yields one page of every frame', () => {
  expect(pages.map((page) => page.frame).sort()).toEqual(EXPECTED_FRAMES);
});

describe.concurrent('the whole page, once per frame', () => {
  test.for(pages)('$frame ($path)', async ({path}, {expect}) => {
    const context = await newContext(browser, {colorScheme: 'light'});
    try {
      const page = await context.newPage();
      const problems = watchConsole(page);
      await gotoHydrated(page, path);
      expect(await frameViolations(page, path)).toEqual([]);
      expect(problems.messages).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
