import {afterAll, beforeAll, describe, test} from 'vitest';
import type {Browser} from 'playwright-core';
import {axeExclusionsFor, axeViolations} from './support/axe';
import {DESKTOP, MOBILE, gotoHydrated, launchBrowser, newContext, screenshot, watchConsole} from './support/browser';

/** One page of each kind the site renders, seen in both colour modes at both widths. */
const PAGE_KINDS = [
  {kind: 'doc', path: '/getting-started/quickstart'},
  // Every reference page comes from one renderer; this one has signatures, members,
  // parameter tables, examples and lifecycle notices. The crawl checks all the others.
  {kind: 'api-reference', path: '/api/python-api/libraries/dagster-tableau'},
  {kind: 'category-index', path: '/examples'},
  {kind: 'tag', path: '/tags/integrations/alerting'},
  {kind: 'tags-index', path: '/tags'},
  {kind: 'search', path: '/search'},
  {kind: 'not-found', path: '/this-page-does-not-exist'},
];

const MODES = [
  {name: 'light-1280', colorScheme: 'light', viewport: DESKTOP},
  {name: 'dark-1280', colorScheme: 'dark', viewport: DESKTOP},
  {name: 'light-390', colorScheme: 'light', viewport: MOBILE},
  {name: 'dark-390', colorScheme: 'dark', viewport: MOBILE},
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.concurrent('page kinds in every mode', () => {
  const cases = PAGE_KINDS.flatMap((page) => MODES.map((mode) => ({...page, mode})));
  test.for(cases)('$kind ($mode.name)', async ({kind, path, mode}, {expect}) => {
    const context = await newContext(browser, {colorScheme: mode.colorScheme, viewport: mode.viewport});
    try {
      const page = await context.newPage();
      const problems = watchConsole(page);
      await gotoHydrated(page, path);
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode.colorScheme);
      await screenshot(page, `${kind}-${mode.name}`);
      expect(await axeViolations(page, {exclude: axeExclusionsFor(path)})).toEqual([]);
      // Chromium logs the 404 status of the document itself; that status is the point.
      const expected = kind === 'not-found' ? /status of 404/ : null;
      expect(problems.messages.filter((message) => !(expected && expected.test(message)))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
