import {afterAll, beforeAll} from 'vitest';
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
