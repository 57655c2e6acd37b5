import {describe, expect, test} from 'vitest';
import {axeExclusionsFor, axeViolations} from './support/axe';
import {MOBILE, screenshot} from './support/browser';
import {browserFixture} from './support/fixture';

/**
 * The static API pages (src/plugins/static-pages) keep the server's HTML, and
 * src/static-pages/static-widgets.ts does what React would have done there.
 * /api/python-api/cli holds 46 Markdown tables and the site's only fenced
 * code blocks on an API page.
 */
const CLI = '/api/python-api/cli';

describe('a static API page works as a React page would, at 390 px', () => {
  const fixture = browserFixture();

  test('every table wider than the page scrolls from the keyboard: a focusable, labelled region; a table that fits adds no tab stop', async () => {
    const {page} = await fixture.open(CLI, {viewport: MOBILE});
    const tables = await page.locator('article table').evaluateAll((elements) =>
      elements.map((table) => {
        const scroller = table.parentElement!;
        return {
          wide: scroller.scrollWidth > scroller.clientWidth,
          tabIndex: scroller.tabIndex,
          role: scroller.getAttribute('role'),
          label: scroller.getAttribute('aria-label'),
        };
      }),
    );
    expect(tables.length).toBeGreaterThan(40);
    const wide = tables.filter((table) => table.wide);
    expect(wide.length).toBeGreaterThan(0);
    expect(wide.filter((table) => table.tabIndex !== 0 || table.role !== 'region' || table.label !== 'Table (scrolls horizontally)')).toEqual([]);
    expect(tables.filter((table) => !table.wide && (table.tabIndex === 0 || table.role !== null))).toEqual([]);
    // The first wide table's scroller takes the keyboard's arrow keys once focused.
    const scroller = page.locator('article [role="region"][aria-label="Table (scrolls horizontally)"]').first();
    await scroller.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await screenshot(page, 'static-api-page-cli-390');
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
