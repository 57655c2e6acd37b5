import {afterAll, beforeAll, expect} from 'vitest';
import type {Browser, BrowserContext, BrowserContextOptions, Page} from 'playwright-core';
import {gotoHydrated, launchBrowser, newContext, watchConsole, type ConsoleProblems} from './browser';

/** One browser per test file; each test gets its own context (fresh storage). */
export function browserFixture(): {open: (path: string, options?: BrowserContextOptions) => Promise<Opened>} {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await browser?.close();
  });
  return {
    async open(path, options = {}) {
      const context = await newContext(browser, options);
      contexts.push(context);
      const page = await context.newPage();
      const problems = watchConsole(page);
      await gotoHydrated(page, path);
      return {context, page, problems};
    },
  };
}

export interface Opened {
  context: BrowserContext;
  page: Page;
  problems: ConsoleProblems;
}

/**
 * Opens the search dialog with the keyboard and waits until its input has
 * focus: keys typed before that go to the page, not the query.
 */
export async function openDialog(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Input'))).toBe(true);
}
