import {beforeEach, describe, expect, inject, test} from 'vitest';
import type {Page} from 'playwright-core';
import {browserFixture} from './support/fixture';
import type {FixtureMode} from './support/algolia-fixture';

// Served from build-hosted/, built with ALGOLIA_* pointing at the local fixture (package.json).
const {open} = browserFixture();
const DOC = '/getting-started/quickstart';

async function setMode(mode: FixtureMode): Promise<void> {
  const response = await fetch(`${inject('algoliaFixtureOrigin')}/__mode?set=${mode}`);
  expect(await response.text()).toBe(mode);
}

async function searchFor(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  await page.keyboard.type(query);
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
    expect(body.requests[0]).toMatchObject({indexName: 'dagster-docs', query: expect.stringMatching(/^t/), hitsPerPage: 20, highlightPreTag: '<mark>'});
    expect(await page.locator('.DocSearch-Logo').isVisible()).toBe(true);
    // No embedded index is fetched in hosted mode.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('search-index.json')))).toBe(false);
    expect(problems.messages).toEqual([]);
  });

  for (const mode of ['down', '500', '403', 'malformed'] as const) {
    test(`a service that is ${mode === 'down' ? 'unreachable' : mode === 'malformed' ? 'answering malformed JSON' : `answering HTTP ${mode}`} shows the error screen, and no crash`, async () => {
      await setMode(mode);
      const {page, problems} = await open(`${inject('hostedOrigin')}${DOC}`);
      await searchFor(page, 'asset');
      await page.getByText('Unable to fetch results').waitFor({timeout: 15_000});
      expect(await page.locator('.DocSearch-ErrorScreen').innerText()).toContain('You might want to check your network connection.');
      expect(problems.messages.filter((message) => message.startsWith('pageerror'))).toEqual([]);
      await setMode('ok');
      await page.keyboard.type('s');
      await page.locator('.DocSearch-Hit').first().waitFor({timeout: 15_000});
    });
  }

  test('a slow answer (past 300 ms, within the timeout) shows the stalled state, then the results', async () => {
    await setMode('slow');
    const {page} = await open(`${inject('hostedOrigin')}${DOC}`);
    await page.keyboard.press('Control+k');
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
