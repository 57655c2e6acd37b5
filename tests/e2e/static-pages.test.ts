import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {axeExclusionsFor, axeViolations} from './support/axe';
import {MOBILE, buildDir, screenshot} from './support/browser';
import {browserFixture} from './support/fixture';

/**
 * The static API pages (src/static-pages/plugin) keep the server's HTML, and
 * src/static-pages/client/static-widgets.ts does what React would have done there.
 * /api/python-api/cli holds the site's only fenced code blocks on an API page.
 */
const CLI = '/api/python-api/cli';

/** The API pages of the build whose HTML holds a table. */
function apiPagesWithTables(): string[] {
  const root = path.join(buildDir(), 'api', 'python-api');
  return fs
    .readdirSync(root, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('index.html') && /<table[\s>]/.test(fs.readFileSync(path.join(root, file), 'utf8')))
    .map((file) => `/api/python-api/${path.dirname(file)}`.replace(/\/\.$/, ''))
    .sort();
}

describe('a static API page works as a React page would, at 390 px', () => {
  const fixture = browserFixture();

  // Every static API page that holds a Markdown table, read from the build, so that a page that gains a
  // table is checked too (CLI options became stacked rows, and tables of three or more columns stack on
  // phones, so few tables are left).
  const PAGES_WITH_TABLES = apiPagesWithTables();

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
    // The list comes from the build: the CLI page and the others known to hold tables are in it.
    expect(PAGES_WITH_TABLES).toContain(CLI);
    expect(PAGES_WITH_TABLES.length).toBeGreaterThanOrEqual(6);
    expect(tables.filter((table) => table.overflowsArticle)).toEqual([]);
    expect(tables.filter((table) => table.wide && (table.tabIndex !== 0 || table.role !== 'region' || table.label !== 'Table (scrolls horizontally)'))).toEqual([]);
    expect(tables.filter((table) => !table.wide && (table.tabIndex === 0 || table.role !== null))).toEqual([]);
  });

  test('a table that becomes wider than a phone gets the focusable, labelled frame, and loses it when it fits again', async () => {
    // No table is wider than a phone today: widen one, then make the page resize, as a rotation would.
    const {page} = await fixture.open(CLI, {viewport: MOBILE});
    const scroller = page.locator('article table').first().locator('xpath=..');
    expect(await scroller.getAttribute('role')).toBeNull();
    await scroller.evaluate((element) => ((element.querySelector('table') as HTMLElement).style.minWidth = '900px'));
    await page.setViewportSize({width: MOBILE.width - 10, height: MOBILE.height});
    await expect.poll(() => scroller.getAttribute('role')).toBe('region');
    expect(await scroller.getAttribute('aria-label')).toBe('Table (scrolls horizontally)');
    await scroller.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await scroller.evaluate((element) => ((element.querySelector('table') as HTMLElement).style.minWidth = ''));
    await page.setViewportSize(MOBILE);
    await expect.poll(() => scroller.getAttribute('role')).toBeNull();
    expect(await scroller.getAttribute('tabindex')).toBeNull();
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
