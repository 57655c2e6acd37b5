import {describe, expect, test} from 'vitest';
import type {Page} from 'playwright-core';
import {settleTransitions} from './support/browser';
import {axeViolations} from './support/axe';
import {browserFixture} from './support/fixture';

// The crawl asserts that axe finds nothing; this shows the same check finds
// planted faults, in light mode on the whole page and in dark mode in the article.
const {open} = browserFixture();

async function plantFaults(page: Page): Promise<void> {
  await page.evaluate(() => {
    const article = document.querySelector('main article') ?? document.querySelector('main')!;
    article.insertAdjacentHTML(
      'beforeend',
      '<p id="planted-contrast" style="color:#777;background:#888">Faint text</p><img id="planted-image" src="/img/logo.svg" width="10" height="10">',
    );
  });
}

describe('the axe check of the crawl', () => {
  test('finds a low-contrast text and an image without alt, in light and dark mode', async () => {
    const {page} = await open('/getting-started/installation');
    await plantFaults(page);
    const light = await axeViolations(page);
    expect(light.some((line) => line.startsWith('color-contrast: #planted-contrast'))).toBe(true);
    expect(light.some((line) => line.startsWith('image-alt: #planted-image'))).toBe(true);
    await page.emulateMedia({colorScheme: 'dark'});
    await page.locator('html[data-theme="dark"]').waitFor({state: 'attached'});
    await settleTransitions(page);
    const dark = await axeViolations(page, {include: 'main'});
    expect(dark.some((line) => line.startsWith('color-contrast: #planted-contrast'))).toBe(true);
    expect(dark.some((line) => line.startsWith('image-alt: #planted-image'))).toBe(true);
  });

  test('refuses a page with a frame, which its in-page mode would not reach into', async () => {
    const {page} = await open('/getting-started/installation');
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<iframe title="planted" srcdoc="<p>x</p>"></iframe>'));
    await page.locator('iframe').waitFor({state: 'attached'});
    await expect(axeViolations(page)).rejects.toThrow(/has 1 frame/);
  });
});
