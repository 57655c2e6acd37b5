// The site's own search dialog in Chromium: a cold page, Ctrl+K, a word typed,
// until the first hit is on screen, then two more queries (a reader's session);
// and warm queries once their shards are in.
import type {Browser} from 'playwright-core';
import {percentile} from '../lib/latency';
import {LONG_TASK_RECORDER, longTasksSince, meterPage, throttle, type NetworkProfile} from './network';

const WARM_QUERY_BODY = `
          const input = document.querySelector('.DocSearch-Input');
          const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
          const until = (ready) =>
            new Promise((resolve) => {
              if (ready()) return resolve();
              const observer = new MutationObserver(() => {
                if (!ready()) return;
                observer.disconnect();
                resolve();
              });
              observer.observe(document.body, {childList: true, subtree: true, characterData: true});
              setTimeout(() => {
                observer.disconnect();
                resolve();
              }, 3_000);
            });
          setValue.call(input, '');
          input.dispatchEvent(new Event('input', {bubbles: true}));
          await until(() => document.querySelector('.DocSearch-Hit mark, .DocSearch-NoResults') === null);
          const started = performance.now();
          setValue.call(input, text);
          input.dispatchEvent(new Event('input', {bubbles: true}));
          await until(() => document.querySelector('.DocSearch-Hit mark, .DocSearch-NoResults') !== null);
          return performance.now() - started;
`;

export interface ColdRun {
  bytes: number;
  /** Bytes after three queries (the first included), each with its hits on screen. */
  sessionBytes: number;
  /** Ctrl+K to a focused search field on screen. */
  inputMs: number;
  firstHitMs: number;
  longTaskTotal: number;
  longTaskMax: number;
}

/** The two queries after the first of a session, and a word each of their hits highlights. */
export const SESSION_QUERIES: Array<[string, string]> = [
  ['asset checks', 'check'],
  ['io manager', 'manager'],
];

export const INPUT_RECORDER = `
  window.__inputAt = null;
  document.addEventListener('focusin', (event) => {
    if (window.__inputAt === null && event.target instanceof HTMLInputElement && event.target.matches('.search-shell-input, .DocSearch-Input, .bench-search-input')) window.__inputAt = performance.now();
  }, true);
`;

const FIRST_HIT_RECORDER = `
  window.__firstHitAt = null;
  new MutationObserver(() => {
    if (window.__firstHitAt === null && document.querySelector('.DocSearch-Hit')) window.__firstHitAt = performance.now();
  }).observe(document, {childList: true, subtree: true});
`;

export async function dialogColdRun(browser: Browser, origin: string, profile: NetworkProfile): Promise<ColdRun> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  try {
    await context.addInitScript(LONG_TASK_RECORDER + FIRST_HIT_RECORDER + INPUT_RECORDER);
    const page = await context.newPage();
    const meter = await meterPage(context, page);
    await page.goto(`${origin}/getting-started/installation`, {waitUntil: 'networkidle'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await throttle(meter, profile);
    meter.reset();
    const started = await page.evaluate(() => performance.now());
    await page.keyboard.press('Control+k');
    // Typed at once, as a reader does: the field that has focus (the shell or the dialog) takes it.
    await page.waitForFunction(() => (window as unknown as {__inputAt: number | null}).__inputAt !== null, null, {timeout: 30_000});
    await page.keyboard.type('schedule');
    await page.locator('.DocSearch-Hit').first().waitFor({timeout: 60_000});
    const bytes = meter.bytes();
    const {firstHitAt, inputAt} = await page.evaluate(() => {
      const recorded = window as unknown as {__firstHitAt: number; __inputAt: number};
      return {firstHitAt: recorded.__firstHitAt, inputAt: recorded.__inputAt};
    });
    for (const [query, word] of SESSION_QUERIES) {
      await page.locator('.DocSearch-Input').fill(query);
      await page.waitForFunction((highlighted) => Array.from(document.querySelectorAll('.DocSearch-Hit mark')).some((mark) => (mark.textContent ?? '').toLowerCase().startsWith(highlighted)), word, {timeout: 60_000});
    }
    const sessionBytes = meter.bytes();
    await page.waitForTimeout(1_000);
    const tasks = await longTasksSince(page, started);
    return {bytes, sessionBytes, inputMs: inputAt - started, firstHitMs: firstHitAt - started, longTaskTotal: tasks.total, longTaskMax: tasks.max};
  } finally {
    await context.close();
  }
}

/** Input → hits on screen in the open dialog, each query twice (the first pass fetches its shards and records). */
export async function dialogWarm(browser: Browser, origin: string, queries: string[]): Promise<{p50: number; p95: number}> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/getting-started/installation`, {waitUntil: 'networkidle'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    await page.keyboard.type('asset');
    await page.locator('.DocSearch-Hit').first().waitFor({timeout: 30_000});
    const times: number[] = [];
    for (let pass = 0; pass < 2; pass += 1) {
      for (const query of queries) {
        // A string, not a function: the TypeScript runner would add helpers the page does not have.
        const ms = (await page.evaluate(`(async (text) => {${WARM_QUERY_BODY}})(${JSON.stringify(query)})`)) as number;
        if (pass === 1) times.push(ms);
      }
    }
    return {p50: percentile(times, 50), p95: percentile(times, 95)};
  } finally {
    await context.close();
  }
}
