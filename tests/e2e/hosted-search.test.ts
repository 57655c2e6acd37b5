import {beforeEach, describe, expect, inject, test} from 'vitest';
import type {Page} from 'playwright-core';
import {browserFixture, openDialog} from './support/fixture';
import type {FixtureMode} from './support/algolia-fixture';

// Served from build-variants/, built with ALGOLIA_* pointing at the local fixture (package.json's build:variants).
const {open} = browserFixture();
const DOC = '/getting-started/quickstart';

async function setMode(mode: FixtureMode): Promise<void> {
  const response = await fetch(`${inject('algoliaFixtureOrigin')}/__mode?set=${mode}`);
  expect(await response.text()).toBe(mode);
}

/** Sets the query in one input event: these tests are about the service, not typing. */
async function searchFor(page: Page, query: string): Promise<void> {
  await openDialog(page);
  await page.locator('.DocSearch-Input').fill(query);
}

describe('hosted search mode', () => {
  beforeEach(async () => {
    await setMode('ok');
  });

  test('queries the configured host with a POST to the multi-index queries path', async () => {
    const {page, problems} = await open(`${inject('hostedOrigin')}${DOC}`);
    const calls: Array<{method: string; url: string; body: string | null}> = [];
    page.on('request', (request) => {
      if (request.url().startsWith(inject('algoliaFixtureOrigin'))) calls.push({method: request.method(), url: request.url(), body: request.postData()});
    });
    await searchFor(page, 'telemetry');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const search = calls.find((call) => call.url.includes('/1/indexes/*/queries'));
    expect(search?.method).toBe('POST');
    const body = JSON.parse(search?.body ?? '{}') as {requests: Array<Record<string, unknown>>};
    expect(body.requests[0]).toMatchObject({indexName: 'dagster-docs', query: 'telemetry', hitsPerPage: 20, highlightPreTag: '<mark>'});
    expect(await page.locator('.DocSearch-Logo').isVisible()).toBe(true);
    // No embedded index is fetched in hosted mode.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('search-index.json') || entry.name.includes('/assets/search/')))).toBe(false);
    expect(problems.messages).toEqual([]);
  });

  for (const mode of ['down', '500', '403', 'malformed'] as const) {
    test(`a service that is ${mode === 'down' ? 'unreachable' : mode === 'malformed' ? 'answering malformed JSON' : `answering HTTP ${mode}`} shows the error screen, and no crash`, async () => {
      await setMode(mode);
      const {page, problems} = await open(`${inject('hostedOrigin')}${DOC}`);
      await searchFor(page, 'asset');
      try {
        await page.getByText('Unable to fetch results').waitFor({timeout: 15_000});
      } catch (error) {
        // Say what the dialog showed instead, so a failure explains itself.
        const state = await page.evaluate(() => ({
          failed: document.querySelector('[data-search-failed]')?.getAttribute('data-search-failed'),
          dropdown: document.querySelector('.DocSearch-Dropdown')?.textContent?.slice(0, 200),
          input: (document.querySelector('.DocSearch-Input') as HTMLInputElement | null)?.value,
        }));
        throw new Error(`${(error as Error).message}\ndialog state: ${JSON.stringify(state)}\n${problems.messages.join('\n')}`);
      }
      expect(await page.locator('.DocSearch-ErrorScreen').innerText()).toContain('You might want to check your network connection.');
      expect(problems.messages.filter((message) => message.startsWith('pageerror'))).toEqual([]);
      await setMode('ok');
      const requests: string[] = [];
      page.on('requestfinished', (request) => void request.response().then((response) => requests.push(`${response?.status()} ${request.postData()?.slice(14, 40)}`)));
      page.on('requestfailed', (request) => requests.push(`failed ${request.failure()?.errorText} ${request.postData()?.slice(14, 40)}`));
      await page.locator('.DocSearch-Input').fill('assets');
      try {
        await page.locator('.DocSearch-Hit').first().waitFor({timeout: 15_000});
      } catch (error) {
        const state = await page.evaluate(() => ({
          failed: document.querySelector('[data-search-failed]')?.getAttribute('data-search-failed'),
          dropdown: document.querySelector('.DocSearch-Dropdown')?.textContent?.slice(0, 200),
          input: (document.querySelector('.DocSearch-Input') as HTMLInputElement | null)?.value,
        }));
        throw new Error(`${(error as Error).message}\nrecovery state: ${JSON.stringify(state)}\n${requests.join('\n')}`);
      }
    });
  }

  test('a slow answer (past 300 ms, within the timeout) shows the stalled state, then the results', async () => {
    await setMode('slow');
    const {page} = await open(`${inject('hostedOrigin')}${DOC}`);
    await openDialog(page);
    // One input event, one request: HTTP/1.1 allows six parallel connections per host.
    await page.locator('.DocSearch-Input').fill('schedule');
    await page.locator('.DocSearch-Container--Stalled').waitFor({timeout: 5_000});
    await page.locator('.DocSearch-Hit').first().waitFor({timeout: 20_000});
  });

  test('an answer slower than the client timeouts ends in the error screen', async () => {
    await setMode('too-slow');
    const {page} = await open(`${inject('hostedOrigin')}${DOC}`);
    await searchFor(page, 'schedule');
    await page.getByText('Unable to fetch results').waitFor({timeout: 30_000});
  });
});
