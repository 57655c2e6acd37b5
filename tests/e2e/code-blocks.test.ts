import {describe, expect, test} from 'vitest';
import {browserFixture} from './support/fixture';
import {darkCodeTheme, lightCodeTheme} from '../../src/config/prism';

const {open} = browserFixture();
const GUIDE = '/guides/build/assets/defining-assets';

const keywordColour = (theme: typeof lightCodeTheme) => [...theme.styles].reverse().find((entry) => entry.types.includes('keyword') && !entry.languages && entry.style.color)?.style.color as string | undefined;
/** A theme colour (`#rrggbb` or `rgb(r, g, b)`) as getComputedStyle writes it. */
const rgb = (colour: string) =>
  colour.startsWith('#') ? `rgb(${[1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16)).join(', ')})` : colour.replace(/\s*,\s*/g, ', ');

describe('code blocks', () => {
  test('are hydrated once: no block or line is removed and drawn again after the page loads, or when a block re-renders', async () => {
    const {context} = await open('/');
    await context.addInitScript(() => {
      const removed = {count: 0};
      (window as unknown as {removedCodeBlocks: typeof removed}).removedCodeBlocks = removed;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.removedNodes)) {
            if (node instanceof Element && node.matches('.theme-code-block, .token-line, .theme-code-block *')) removed.count += 1;
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    const page = await context.newPage();
    await page.goto(GUIDE);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForTimeout(300);
    // Re-renders: a narrow window makes blocks scrollable (the word-wrap state changes), and wrapping toggles.
    await page.setViewportSize({width: 390, height: 800});
    await page.waitForTimeout(300);
    await page.locator('.theme-code-block').first().hover();
    const wrap = page.locator('.theme-code-block button[aria-label*="word wrap" i]').first();
    if ((await wrap.count()) > 0) await wrap.click();
    await page.waitForTimeout(300);
    expect(await page.locator('.theme-code-block').count()).toBeGreaterThan(2);
    expect(await page.evaluate(() => (window as unknown as {removedCodeBlocks: {count: number}}).removedCodeBlocks.count)).toBe(0);
  });

  test('tokens carry classes, not inline colours', async () => {
    const {page} = await open(GUIDE);
    expect(await page.locator('.theme-code-block .token.keyword').count()).toBeGreaterThan(0);
    // Only empty tokens keep prism-react-renderer's `display: inline-block`.
    expect(await page.locator('.theme-code-block .token[style*="color"]').count()).toBe(0);
  });

  for (const [mode, theme] of [
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const) {
    test(`keywords and the block background take the ${mode} code theme`, async () => {
      const {page} = await open(GUIDE, {colorScheme: mode});
      const keyword = page.locator('.theme-code-block .token.keyword').first();
      expect(await keyword.evaluate((element) => getComputedStyle(element).color)).toBe(rgb(keywordColour(theme)!.toLowerCase()));
      const background = await page.locator('.theme-code-block').first().evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(background).toBe(rgb((theme.plain.backgroundColor as string).toLowerCase()));
    });
  }
});
