import {describe, expect, test} from 'vitest';
import type {Page} from 'playwright-core';
import {axeViolations} from './support/axe';
import {darkModeViolations} from './support/colour-mode';
import {contentOutsideMainAndFrame, frameViolations} from './support/frame';
import {browserFixture} from './support/fixture';

// The crawl asserts that axe finds nothing in `main`, and frame.test.ts on the
// whole page once per frame; this shows both checks find planted faults, in
// light and dark mode, and that the crawl sees content put outside both.
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
    const light = await axeViolations(page, {include: 'main'});
    expect(light.some((line) => line.startsWith('color-contrast: #planted-contrast'))).toBe(true);
    expect(light.some((line) => line.startsWith('image-alt: #planted-image'))).toBe(true);
    const dark = await darkModeViolations(page, 'main', []);
    expect(dark.some((line) => line.startsWith('color-contrast: #planted-contrast'))).toBe(true);
  });

  test('in dark mode, runs every rule on what only dark mode shows, and the colour rules on the rest', async () => {
    const {page} = await open('/getting-started/installation');
    await page.evaluate(() => {
      document.head.insertAdjacentHTML('beforeend', "<style>[data-theme='light'] .planted-dark-only { display: none }</style>");
      document.querySelector('main article')!.insertAdjacentHTML(
        'beforeend',
        '<p class="planted-dark-only"><img id="planted-dark-image" src="/img/logo.svg" width="10" height="10"></p><img id="planted-both" src="/img/logo.svg" width="10" height="10">',
      );
    });
    const light = await axeViolations(page, {include: 'main'});
    expect(light.some((line) => line.startsWith('image-alt: #planted-dark-image'))).toBe(false);
    expect(light.some((line) => line.startsWith('image-alt: #planted-both'))).toBe(true);
    const dark = await darkModeViolations(page, 'main', []);
    expect(dark.filter((line) => line.startsWith('image-alt:'))).toEqual([expect.stringMatching(/^image-alt: #planted-dark-image /)]);
  });

  test('the frame check finds a low-contrast footer link and a sidebar image without alt, in light and dark mode', async () => {
    const {page} = await open('/getting-started/installation');
    await page.evaluate(() => {
      document.querySelector('footer')!.insertAdjacentHTML('beforeend', '<p id="planted-footer" style="color:#777;background:#888">Faint footer</p>');
      document.querySelector('nav[aria-label="Docs sidebar"] .menu__list')!.insertAdjacentHTML('beforeend', '<li><img id="planted-sidebar" src="/img/logo.svg" width="10" height="10"></li>');
    });
    const found = await frameViolations(page, '/getting-started/installation');
    for (const mode of ['light', 'dark']) {
      expect(found.some((line) => line.startsWith(`${mode}: color-contrast: #planted-footer`)), mode).toBe(true);
      expect(found.some((line) => line.startsWith(`${mode}: image-alt: #planted-sidebar`)), mode).toBe(true);
    }
  });

  test('the frame check opens every sidebar category, so links of closed categories are checked too', async () => {
    const {page} = await open('/getting-started/installation');
    const closedLinks = () => page.locator('nav[aria-label="Docs sidebar"] a.menu__link[href]:not(.menu__link--sublist)').evaluateAll((links) => links.filter((link) => !link.checkVisibility()).length);
    const visibleLinks = () => page.locator('nav[aria-label="Docs sidebar"] a.menu__link[href]').evaluateAll((links) => links.filter((link) => link.checkVisibility()).length);
    const before = await visibleLinks();
    expect(await frameViolations(page, '/getting-started/installation')).toEqual([]);
    // Every page of the docs sidebar (sidebars.json) now has a visible link.
    expect(await visibleLinks()).toBeGreaterThan(before + 100);
    expect(await closedLinks()).toBe(0);
  });

  test('the crawl sees content that is neither in main nor in the frame', async () => {
    const {page} = await open('/getting-started/installation');
    expect(await contentOutsideMainAndFrame(page)).toEqual([]);
    await page.evaluate(() => document.querySelector('#__docusaurus')!.insertAdjacentHTML('beforeend', '<p id="planted-outside">Outside</p>'));
    expect(await contentOutsideMainAndFrame(page)).toEqual([expect.stringContaining('Outside')]);
  });

  test('refuses a page with a frame, which its in-page mode would not reach into', async () => {
    const {page} = await open('/getting-started/installation');
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<iframe title="planted" srcdoc="<p>x</p>"></iframe>'));
    await page.locator('iframe').waitFor({state: 'attached'});
    await expect(axeViolations(page)).rejects.toThrow(/has 1 frame/);
  });
});
