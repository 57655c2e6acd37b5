// The site's own search dialog in Chromium: a cold page, Ctrl+K, a word typed,
// until the first hit is on screen; then warm queries once every tier is in.
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
  firstHitMs: number;
  longTaskTotal: number;
  longTaskMax: number;
}

const FIRST_HIT_RECORDER = `
  window.__firstHitAt = null;
  new MutationObserver(() => {
    if (window.__firstHitAt === null && document.querySelector('.DocSearch-Hit')) window.__firstHitAt = performance.now();
  }).observe(document, {childList: true, subtree: true});
`;

export async function dialogColdRun(browser: Browser, origin: string, profile: NetworkProfile, fullTierFragment: string): Promise<ColdRun> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  try {
    await context.addInitScript(LONG_TASK_RECORDER + FIRST_HIT_RECORDER);
    const page = await context.newPage();
    const meter = await meterPage(context, page);
    await page.goto(`${origin}/getting-started/installation`, {waitUntil: 'networkidle'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await throttle(meter, profile);
    meter.reset();
    const started = await page.evaluate(() => performance.now());
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor({timeout: 30_000});
    await page.keyboard.type('schedule');
    await page.locator('.DocSearch-Hit').first().waitFor({timeout: 60_000});
    const bytes = meter.bytes();
    const firstHitAt = await page.evaluate(() => (window as unknown as {__firstHitAt: number}).__firstHitAt);
    // Long tasks until the full tier has arrived and been loaded (bounded wait).
    await meter.finished(fullTierFragment, profile.bitsPerSecond === 0 ? 60_000 : 20_000);
    await page.waitForTimeout(1_500);
    const tasks = await longTasksSince(page, started);
    return {bytes, firstHitMs: firstHitAt - started, longTaskTotal: tasks.total, longTaskMax: tasks.max};
  } finally {
    await context.close();
  }
}

/** Input → hits on screen in the open dialog, every tier loaded, each query twice (the first pass warms). */
export async function dialogWarm(browser: Browser, origin: string, queries: string[], fullTierFragment: string): Promise<{p50: number; p95: number}> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  try {
    const page = await context.newPage();
    const meter = await meterPage(context, page);
    await page.goto(`${origin}/getting-started/installation`, {waitUntil: 'networkidle'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    await page.keyboard.type('asset');
    await meter.finished(fullTierFragment, 30_000);
    await page.waitForTimeout(1_000);
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
