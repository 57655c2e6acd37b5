import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import type {BrowserContext, Page, Route} from 'playwright-core';
import {SearchEngine} from '../../src/search/engine/whole-index-engine';
import type {SearchIndexFile} from '../../src/search/engine/record';
import {buildDir, gotoHydrated, screenshot} from './support/browser';
import {browserFixture, openDialog} from './support/fixture';

const {open} = browserFixture();
const DOC = '/getting-started/quickstart';
const META = /\/(assets\/search\/[0-9a-f]+\/meta|search-meta)\.json$/;
const SHARD = /\/assets\/search\/[0-9a-f]+\/s\d+\.json$/;
const GROUP = /\/assets\/search\/[0-9a-f]+\/g\d+\.json$/;
const hits = (page: Page) => page.locator('.DocSearch-Hit');
const pageErrors = (messages: string[]) => messages.filter((message) => message.startsWith('pageerror'));

/** Counts the requests for index files (the worker's included) and answers them with `handler` while it is set. */
async function watchIndex(context: BrowserContext, pattern: RegExp, handler: (route: Route) => Promise<void>) {
  const requests: string[] = [];
  let active = true;
  await context.route(pattern, async (route) => {
    requests.push(route.request().url());
    if (active) await handler(route);
    else await route.continue();
  });
  return {
    requests,
    stop() {
      active = false;
    },
  };
}

/**
 * Playwright's routing does not reliably reach requests made inside a
 * dedicated worker, so the tests that answer index requests themselves run
 * the same loading code on the page (the fallback where no worker can start).
 */
async function openOnPage(path: string) {
  const opened = await open(path);
  await opened.context.addInitScript(() => {
    delete (window as {Worker?: unknown}).Worker;
  });
  await gotoHydrated(opened.page, path);
  return opened;
}

/**
 * Holds the search worker's answers while `hold` is on, then hands them to the
 * page one per task, as a worker answering a queue of queries does once the
 * index it waited for is in. (Playwright's routing cannot delay the worker's
 * own requests reliably; its messages can be delayed on the page.)
 */
async function holdWorkerAnswers(context: BrowserContext, {holding}: {holding: boolean}) {
  await context.addInitScript((initiallyHolding: boolean) => {
    const held: Array<() => void> = [];
    let hold = initiallyHolding;
    let asked = 0;
    let answered = 0;
    let tier: string | null = null;
    (window as unknown as {searchAnswers: unknown}).searchAnswers = {
      hold: () => void (hold = true),
      count: () => held.length,
      /** Whether the whole index is in and every query asked so far has its answer on the page. */
      settled: () => tier === 'full' && answered === asked,
      /** Hands every held answer over, one per task; resolves when all are in. */
      release: async (spacingMs: number) => {
        hold = false;
        for (const deliver of held.splice(0)) {
          deliver();
          await new Promise((resolve) => setTimeout(resolve, spacingMs));
        }
      },
      /** Hands the held answers over within this task, then waits out every promise hop after them. */
      deliverNow: async () => {
        hold = false;
        for (const deliver of held.splice(0)) deliver();
        for (let hop = 0; hop < 1_000; hop += 1) await null;
      },
    };
    const PageWorker = window.Worker;
    window.Worker = class extends PageWorker {
      override set onmessage(handler: ((event: MessageEvent) => void) | null) {
        super.onmessage = handler && ((event: MessageEvent) => {
          const message = event.data as {type?: string; status?: {loaded: string | null}};
          if (message.type === 'status') tier = message.status!.loaded;
          const deliver = () => {
            if (message.type === 'answer') answered += 1;
            handler.call(this, event);
          };
          if (hold && message.type === 'answer') held.push(deliver);
          else deliver();
        });
      }
      override postMessage(message: unknown, options?: Transferable[] | StructuredSerializeOptions): void {
        if ((message as {type?: string}).type === 'search') asked += 1;
        super.postMessage(message, options as StructuredSerializeOptions);
      }
      override get onmessage(): ((event: MessageEvent) => void) | null {
        return super.onmessage;
      }
    };
  }, holding);
}

type Answers = {hold(): void; count(): number; settled(): boolean; release(spacingMs: number): Promise<void>; deliverNow(): Promise<void>};
const answers = <T>(page: Page, run: (answers: Answers) => T | Promise<T>) =>
  page.evaluate(`(${run.toString()})(window.searchAnswers)`) as Promise<T>;

describe('sharded index loading', () => {
  test('nothing before intent; then the meta file, the query\'s shards and its hits\' records, never the whole index', async () => {
    const {page, context, problems} = await open(DOC);
    const fetched: string[] = [];
    context.on('request', (request) => {
      if (/search/.test(new URL(request.url()).pathname) && request.url().endsWith('.json')) fetched.push(new URL(request.url()).pathname);
    });
    await page.waitForTimeout(500);
    expect(fetched).toEqual([]);
    await openDialog(page);
    await page.keyboard.type('define_asset_job');
    await hits(page).first().waitFor({timeout: 15_000});
    expect(fetched[0]).toMatch(META);
    expect(fetched.some((url) => SHARD.test(url))).toBe(true);
    expect(fetched.some((url) => GROUP.test(url))).toBe(true);
    const shardCount = fs.readdirSync(path.join(buildDir(), path.dirname(fetched[0]!))).filter((name) => /^s\d+\.json$/.test(name)).length;
    expect(fetched.filter((url) => SHARD.test(url)).length).toBeLessThan(shardCount / 4);
    expect(fetched.filter((url) => url.endsWith('/search-index.json'))).toEqual([]);
    // A word found only in paragraphs.
    await page.locator('.DocSearch-Input').fill('daylight saving');
    await hits(page).first().waitFor({timeout: 10_000});
    expect(pageErrors(problems.messages)).toEqual([]);
  });

  test('the dialog ranks as the whole-index engine does', async () => {
    const query = 'backfill policy';
    const engine = new SearchEngine(JSON.parse(fs.readFileSync(path.join(buildDir(), 'search-index.json'), 'utf8')) as SearchIndexFile);
    const expected = engine.search(query)[0]!.record.url;
    const {page} = await open(DOC);
    await openDialog(page);
    await page.keyboard.type(query);
    await expect.poll(() => hits(page).first().locator('a').getAttribute('href').catch(() => null), {timeout: 15_000}).toBe(expected);
  });

  for (const [name, fail] of [
    ['answers 500', (route: Route) => route.fulfill({status: 500, body: 'error'})],
    ['answers malformed JSON', (route: Route) => route.fulfill({status: 200, contentType: 'application/json', body: '{"v": 1, "docs": {"ids'})],
    ['answers valid JSON of the wrong shape', (route: Route) => route.fulfill({status: 200, contentType: 'application/json', body: '{"v": 1}'})],
  ] as const) {
    test(`a shard that ${name}: the error screen retries, one fetch per backoff window, and results come back by themselves`, async () => {
      const {page, context, problems} = await openOnPage(DOC);
      const shards = await watchIndex(context, SHARD, fail);
      await openDialog(page);
      await page.keyboard.type('schedule', {delay: 60});
      await page.getByText('Unable to fetch results').waitFor({timeout: 10_000});
      expect(await page.locator('.DocSearch-ErrorScreen').innerText()).toContain('Retrying automatically');
      expect(await page.locator('.DocSearch-Input').inputValue()).toBe('schedule');
      // Typing more within the first window (1 s) fetches nothing new.
      const before = shards.requests.length;
      await page.keyboard.type('s', {delay: 30});
      await page.keyboard.press('Backspace');
      expect(shards.requests.length - before).toBeLessThanOrEqual(1);
      if (name === 'answers 500') await screenshot(page, 'search-dialog-shard-failed-light-1280');
      shards.stop();
      await hits(page).first().waitFor({timeout: 15_000});
      expect(await page.locator('.DocSearch-ErrorScreen').count()).toBe(0);
      expect(pageErrors(problems.messages)).toEqual([]);
    });
  }

  test('the meta file unreachable: the error screen says it is retrying, and results come back by themselves', async () => {
    const {page, context, problems} = await openOnPage(DOC);
    const meta = await watchIndex(context, META, (route) => route.abort('failed'));
    await openDialog(page);
    await page.keyboard.type('sensor', {delay: 80});
    await page.getByText('Unable to fetch results').waitFor({timeout: 10_000});
    expect(await page.locator('.DocSearch-ErrorScreen').innerText()).toContain('Retrying automatically');
    // Six keystrokes, not six fetches: at most the first attempt and one retry so far.
    expect(meta.requests.length).toBeLessThanOrEqual(2);
    meta.stop();
    await hits(page).first().waitFor({timeout: 15_000});
    expect(await page.locator('.DocSearch-ErrorScreen').count()).toBe(0);
    expect(pageErrors(problems.messages)).toEqual([]);
  });

  test('a slow index: the dialog waits, then answers', async () => {
    const {page, context, problems} = await openOnPage(DOC);
    await watchIndex(context, META, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
    });
    await openDialog(page);
    await page.keyboard.type('asset');
    await hits(page).first().waitFor({timeout: 20_000});
    expect(pageErrors(problems.messages)).toEqual([]);
  });

  test('answers queued behind the index: the list shows only the answer to what was typed, and Enter opens its first hit', async () => {
    const {page, context} = await open('/api');
    await holdWorkerAnswers(context, {holding: true});
    await gotoHydrated(page, '/api');
    await openDialog(page);
    await page.keyboard.type('define_asset_job');
    // One query per keystroke, all waiting.
    await expect.poll(() => answers(page, (held) => held.count()), {timeout: 15_000}).toBe('define_asset_job'.length);
    await page.evaluate(() => {
      const shown: string[] = [];
      (window as unknown as {firstHits: string[]}).firstHits = shown;
      new MutationObserver(() => {
        const href = document.querySelector('.DocSearch-Hit a')?.getAttribute('href');
        if (href && href !== shown[shown.length - 1]) shown.push(href);
      }).observe(document.body, {childList: true, subtree: true, attributes: true});
    });
    // Each answer in a task of its own, time enough for the dialog to show it.
    await answers(page, (held) => held.release(50));
    await expect.poll(() => hits(page).first().locator('a').getAttribute('href').catch(() => null), {timeout: 10_000}).toContain('#dagster.define_asset_job');
    // No prefix's ranking ("define_a", ..., "define_asset_j") was on screen in between.
    expect(await page.evaluate(() => (window as unknown as {firstHits: string[]}).firstHits)).toEqual(['/api/python-api/assets#dagster.define_asset_job']);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url(), {timeout: 20_000}).toMatch(/\/api\/python-api\/assets#dagster\.define_asset_job$/);
  });

  test('Enter pressed as a new answer arrives, before it is on screen, opens the hit on screen', async () => {
    const {page, context} = await open('/api');
    await holdWorkerAnswers(context, {holding: false});
    await gotoHydrated(page, '/api');
    await openDialog(page);
    await page.keyboard.type('define_asset_j');
    // Every answer in, the full tier's refinement included (it comes a pause after the tier).
    await expect.poll(() => answers(page, (held) => held.settled()), {timeout: 15_000}).toBe(true);
    await page.waitForTimeout(1_000);
    await expect.poll(() => answers(page, (held) => held.settled())).toBe(true);
    const shown = '/guides/build/external-pipelines/using-dagster-pipes/create-subprocess-asset#step-2-define-the-asset';
    await expect.poll(() => page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href').catch(() => null), {timeout: 15_000}).toBe(shown);
    // "define_asset_jo" ranks the API entry first: its answer is held, then handed over
    // and Enter pressed within one task, before the dialog can render it.
    await answers(page, (held) => held.hold());
    await page.keyboard.type('o');
    await expect.poll(() => answers(page, (held) => held.count())).toBe(1);
    const onScreenAtEnter = await page.evaluate(async () => {
      await (window as unknown as {searchAnswers: Answers}).searchAnswers.deliverNow();
      const selected = document.querySelector('.DocSearch-Hit[aria-selected="true"] a')?.getAttribute('href') ?? null;
      document.querySelector('.DocSearch-Input')!.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', code: 'Enter', bubbles: true, cancelable: true}));
      return selected;
    });
    expect(onScreenAtEnter).toBe(shown);
    await expect.poll(() => page.url(), {timeout: 20_000}).toMatch(/create-subprocess-asset#step-2-define-the-asset$/);
  });
});

describe('when search itself cannot load', () => {
  test('offline before the index arrived: the button says search needs a connection', async () => {
    const {page, context, problems} = await open(DOC);
    await context.setOffline(true);
    await page.getByRole('button', {name: /Search/}).first().click();
    await page.getByRole('status').filter({hasText: 'Search needs a connection'}).waitFor();
    expect(await page.locator('.DocSearch-Modal').count()).toBe(0);
    await screenshot(page, 'search-offline-light-1280');
    await context.setOffline(false);
    expect(pageErrors(problems.messages)).toEqual([]);
  });

  test('offline after searching: what was fetched keeps answering; a new word waits for the network', async () => {
    const {page, context} = await open(DOC);
    await openDialog(page);
    await page.keyboard.type('asset');
    await hits(page).first().waitFor({timeout: 15_000});
    await page.keyboard.press('Escape');
    await context.setOffline(true);
    await openDialog(page);
    await page.keyboard.type('asset');
    await hits(page).first().waitFor({timeout: 10_000});
    // A word whose shard never came: the error screen, then results once back online.
    await page.locator('.DocSearch-Input').fill('zebra kubernetes');
    await page.getByText('Unable to fetch results').waitFor({timeout: 10_000});
    await context.setOffline(false);
    await hits(page).first().waitFor({timeout: 20_000});
  });

  test('the dialog code fails to load: the search page opens instead', async () => {
    const {page, context} = await open(DOC);
    // After a deploy, chunks not yet loaded are gone.
    await context.route(/\/assets\/js\/.*\.js$/, (route) => route.fulfill({status: 404, body: ''}));
    await page.keyboard.press('Control+k');
    await page.waitForURL(/\/search(\?q=)?/, {timeout: 15_000});
    await context.unroute(/\/assets\/js\/.*\.js$/);
    await gotoHydrated(page, page.url());
    await page.getByLabel('Search docs').waitFor();
  });
});

describe('the /search page', () => {
  test('one result per URL and anchor, a snippet on each, an honest count', async () => {
    const {page, problems} = await open('/search?q=partitions');
    await page.getByText(/\d+ results? for “partitions”/).waitFor({timeout: 20_000});
    const links = await page.locator('main article h2 a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links.length).toBeGreaterThan(5);
    expect(new Set(links).size).toBe(links.length);
    const articles = page.locator('main article');
    for (let index = 0; index < (await articles.count()); index += 1) {
      expect((await articles.nth(index).locator('p').last().innerText()).length).toBeGreaterThan(10);
    }
    const count = Number((await page.getByText(/\d+ results? for/).innerText()).match(/\d+/)![0]);
    // Load every page of results: the count is the number of results shown.
    const more = page.getByRole('button', {name: 'Show more results'});
    for (let guard = 0; guard < 60 && (await more.count()) > 0; guard += 1) {
      const shown = await articles.count();
      // The button may go away between the check and the click (the last page arrived).
      await more.click({timeout: 5_000}).catch(() => undefined);
      await expect.poll(async () => (await articles.count()) > shown || (await more.count()) === 0).toBe(true);
    }
    expect(await articles.count()).toBe(count);
    expect(pageErrors(problems.messages)).toEqual([]);
  });

  const HOSTILE = [
    ['2,000 characters', `q=${'partition '.repeat(200)}`],
    ['%00', 'q=asset%00%00'],
    ['invalid percent-encoding', 'q=%E0%A4%A&x=%ZZ'],
    ['emoji', `q=${encodeURIComponent('🚀 assets 🧪')}`],
    ['right-to-left text', `q=${encodeURIComponent('חיפוש assets بحث')}`],
    ['a script payload', `q=${encodeURIComponent('<img src=x onerror="window.__xss=1">')}`],
  ] as const;
  for (const [name, query] of HOSTILE) {
    test(`/search?${name}: no crash, no script, input cut to 64 characters`, async () => {
      const {page, problems} = await open(`/search?${query}`);
      await page.locator('[aria-live] p, [aria-live] [role="alert"]').first().waitFor({timeout: 20_000});
      expect(await page.getByText('This page crashed').count()).toBe(0);
      expect((await page.getByLabel('Search docs').inputValue()).length).toBeLessThanOrEqual(64);
      expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
      expect(pageErrors(problems.messages)).toEqual([]);
    });
  }

  test('the input takes at most 64 characters', async () => {
    const {page} = await open('/search');
    await page.getByLabel('Search docs').pressSequentially('x'.repeat(80));
    expect((await page.getByLabel('Search docs').inputValue()).length).toBe(64);
  });
});
