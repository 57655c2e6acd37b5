import {describe, expect, test} from 'vitest';
import {axeExclusionsFor, axeViolations} from './support/axe';
import {MOBILE, screenshot} from './support/browser';
import {browserFixture} from './support/fixture';

/**
 * The static API pages (src/static-pages/plugin) keep the server's HTML, and
 * src/static-pages/client/static-widgets.ts does what React would have done there.
 * /api/python-api/cli holds the site's only fenced code blocks on an API page.
 */
const CLI = '/api/python-api/cli';

describe('a static API page works as a React page would, at 390 px', () => {
  const fixture = browserFixture();

  // Every static API page that holds a Markdown table (CLI options became stacked rows, and tables of
  // three or more columns stack on phones, so few tables are left and none is wider than a phone today).
  const PAGES_WITH_TABLES = [CLI, '/api/python-api/external-assets-rest-api', '/api/python-api/schedules-sensors', '/api/python-api/ops', '/api/python-api/libraries/dagster-deltalake', '/api/python-api/libraries/dagster-sling'];

  test('every table on a static API page fits a phone, or scrolls from the keyboard as a labelled region; a table that fits adds no tab stop', async () => {
    const tables = [];
    for (const path of PAGES_WITH_TABLES) {
      const {page} = await fixture.open(path, {viewport: MOBILE});
      const found = await page.locator('article table').evaluateAll((elements) =>
        elements.map((table) => {
          const scroller = table.parentElement!;
          return {
            wide: scroller.scrollWidth > scroller.clientWidth,
            tabIndex: scroller.tabIndex,
            role: scroller.getAttribute('role'),
            label: scroller.getAttribute('aria-label'),
            // The article column: a table (or its frame) never pushes the page sideways.
            overflowsArticle: scroller.getBoundingClientRect().right > document.querySelector('article')!.getBoundingClientRect().right + 1,
          };
        }),
      );
      expect(found.length, path).toBeGreaterThan(0);
      if (path === CLI) await screenshot(page, 'static-api-page-cli-390');
      tables.push(...found.map((table) => ({...table, path})));
    }
    expect(tables.filter((table) => table.overflowsArticle)).toEqual([]);
    expect(tables.filter((table) => table.wide && (table.tabIndex !== 0 || table.role !== 'region' || table.label !== 'Table (scrolls horizontally)'))).toEqual([]);
    expect(tables.filter((table) => !table.wide && (table.tabIndex === 0 || table.role !== null))).toEqual([]);
  });

  test('a code block\'s copy button copies its code and says so', async () => {
    const {page, context} = await fixture.open(CLI, {viewport: MOBILE});
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const block = page.locator('article .theme-code-block').first();
    const button = block.locator('button[aria-label="Copy code to clipboard"]');
    await button.click();
    await expect.poll(() => button.or(block.locator('button[aria-label="Copied"]')).getAttribute('aria-label')).toBe('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await block.locator('pre code').evaluate((code) => (code as HTMLElement).innerText));
    expect(copied.trim()).not.toBe('');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe finds nothing on ${CLI} at 390 px, ${colorScheme}`, async () => {
      const {page} = await fixture.open(CLI, {viewport: MOBILE, colorScheme});
      expect(await axeViolations(page, {exclude: axeExclusionsFor(CLI)})).toEqual([]);
    });
  }
});
