import {describe, expect, test} from 'vitest';
import type {Page} from 'playwright-core';
import {axeViolations} from './support/axe';
import {gotoHydrated, MOBILE, screenshot} from './support/browser';
import {browserFixture, openDialog} from './support/fixture';

const {open} = browserFixture();
const DOC = '/getting-started/quickstart';
const hits = (page: Page) => page.locator('.DocSearch-Hit');

/**
 * Waits until the first hit links to the expected page: results for an
 * intermediate prefix of the query can be on screen before the final ones.
 */
async function firstHitLinksTo(page: Page, fragment: string): Promise<void> {
  await expect.poll(() => hits(page).first().locator('a').getAttribute('href').catch(() => null), {timeout: 10_000}).toContain(fragment);
}

describe('embedded search in the dialog', () => {
  test('finds pages while typing, with highlighted matches', async () => {
    const {page, problems} = await open(DOC);
    await openDialog(page);
    await page.keyboard.type('dagster_home');
    await firstHitLinksTo(page, '/getting-started/installation');
    expect(await page.locator('.DocSearch-Hit mark').count()).toBeGreaterThan(0);
    await screenshot(page, 'search-dialog-light-1280');
    // DocSearch's own markup puts links inside role=option items and points
    // aria-controls at both result lists; those two structural findings are
    // upstream's (DocSearch v3). Everything else, contrast included, must pass.
    expect(await axeViolations(page, {disableRules: ['nested-interactive', 'aria-valid-attr-value']})).toEqual([]);
    expect(problems.messages).toEqual([]);
  });

  test('arrow keys and Enter open a result inside the app (no full reload)', async () => {
    const {page} = await open(DOC);
    await page.evaluate(() => ((window as unknown as {marker: number}).marker = 42));
    await openDialog(page);
    await page.keyboard.type('telemetry');
    await firstHitLinksTo(page, '/about/telemetry');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/about\/telemetry/);
    expect(await page.evaluate(() => (window as unknown as {marker?: number}).marker)).toBe(42);
  });

  test('a query with no hits says so', async () => {
    const {page} = await open(DOC);
    await openDialog(page);
    await page.keyboard.type('zzqqxxnothing');
    // Answers come while typing: wait for the one to the whole query.
    await page.getByText('No results for "zzqqxxnothing"').waitFor();
    expect(await page.locator('.DocSearch-NoResults').innerText()).toContain('zzqqxxnothing');
    const noResults = page.locator('.DocSearch-NoResults');
    expect(await noResults.innerText()).toContain('Believe this query should return results?');
    expect(await noResults.getByRole('link', {name: 'Let us know.'}).getAttribute('href')).toContain('zzqqxxnothing');
  });

  test('when the index cannot be fetched, the dialog shows the network error, then recovers', async () => {
    const {page, context, problems} = await open(DOC);
    const INDEX = /\/(assets\/search\/.*|search-index|search-meta)\.json$/;
    // Routing does not reliably reach a worker's requests: the index loads on the page here.
    await context.addInitScript(() => {
      delete (window as {Worker?: unknown}).Worker;
    });
    await gotoHydrated(page, DOC);
    await context.route(INDEX, (route) => route.abort('failed'));
    await openDialog(page);
    await page.keyboard.type('asset');
    await page.getByText('Unable to fetch results').waitFor({timeout: 10_000});
    expect(await page.locator('.DocSearch-ErrorScreen').innerText()).toContain('You might want to check your network connection.');
    expect(await page.getByText('No results for').isVisible()).toBe(false);
    expect(problems.messages.filter((message) => message.startsWith('pageerror'))).toEqual([]);
    await screenshot(page, 'search-dialog-error-light-1280');
    // Once the network is back, the automatic retry (after its backoff) brings results without another keystroke.
    await context.unroute(INDEX);
    await hits(page).first().waitFor({timeout: 15_000});
    expect(await page.locator('.DocSearch-ErrorScreen').count()).toBe(0);
  });

  test('hostile and over-long queries run no script and are cut to 64 characters', async () => {
    const {page} = await open(DOC);
    await openDialog(page);
    await page.locator('.DocSearch-Input').fill(`<img src=x onerror="window.__xss=1">${'a'.repeat(500)}`);
    await page.waitForTimeout(500);
    expect((await page.locator('.DocSearch-Input').inputValue()).length).toBeLessThanOrEqual(64);
    expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
  });

  test('corrupted recent searches in storage do not break the dialog', async () => {
    const {page, context} = await open('/');
    await context.addInitScript(() => {
      localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__dagster-docs', '{not json');
      localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__dagster-docs', '[1,2');
    });
    await gotoHydrated(page, DOC);
    await openDialog(page);
    expect(await page.locator('.DocSearch-Modal').innerText()).toContain('No recent searches');
  });

  test('a chosen result becomes a recent search that can be made a favourite', async () => {
    const {page} = await open(DOC);
    await openDialog(page);
    await page.keyboard.type('telemetry');
    await firstHitLinksTo(page, '/about/telemetry');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/about\/telemetry/);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Telemetry');
    await expect.poll(() => page.locator('.DocSearch-Modal').count()).toBe(0);
    await openDialog(page);
    await page.locator('.DocSearch-Hit-source', {hasText: 'Recent'}).waitFor();
    await page.locator('.DocSearch-Hit-action-button[title="Save this search"]').first().click();
    await page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'}).waitFor();
  });

  test('"See all results" opens the search page with the query', async () => {
    const {page} = await open(DOC);
    await openDialog(page);
    await page.keyboard.type('partition');
    const seeAll = page.getByRole('link', {name: /See all \d+ results/});
    // The footer follows the dialog's state: click once it links to the whole query, not a prefix still on screen.
    await expect.poll(() => seeAll.getAttribute('href')).toMatch(/\/search\?q=partition$/);
    await seeAll.click();
    await page.waitForURL(/\/search\?q=partition/);
    await page.locator('article').first().waitFor();
  });
});

describe('search page', () => {
  test('a direct load of /search?q= shows results without hydration errors', async () => {
    const {page, problems} = await open('/search?q=asset');
    await page.getByText(/\d+ results? for “asset”/).waitFor();
    expect(await page.locator('main article').count()).toBeGreaterThan(0);
    expect(problems.messages).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'search-page-results-light-1280');
  });

  test('typing a new query updates the address and the results', async () => {
    const {page} = await open('/search');
    await page.getByLabel('Search docs').fill('telemetry');
    await page.getByRole('button', {name: 'Search', exact: true}).click();
    await page.waitForURL(/q=telemetry/);
    await page.getByText(/results? for “telemetry”/).waitFor();
  });

  test('works at 390 px in dark mode', async () => {
    const {page} = await open('/search?q=schedule', {viewport: MOBILE, colorScheme: 'dark'});
    await page.locator('[aria-live] p').filter({hasText: /results? for “schedule”|No results/}).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'search-page-results-dark-390');
  });
});
