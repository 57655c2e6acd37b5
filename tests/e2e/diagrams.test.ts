import {describe, expect, test} from 'vitest';
import {DESKTOP, MOBILE, loadedScriptContains, origin} from './support/browser';
import {browserFixture} from './support/fixture';

const {open} = browserFixture();
const PAGE_WITH_DIAGRAMS = '/getting-started/concepts';
const DRAWING = 'svg[id^="diagram-"]';

/** Smallest label size as the reader sees it: the drawn font size times the drawing's scale. */
function smallestLabelPx(selector: string): number {
  const svg = document.querySelector<SVGSVGElement>(selector)!;
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  const sizes = Array.from(svg.querySelectorAll('.nodeLabel, .edgeLabel, text'))
    .filter((label) => (label.textContent ?? '').trim() !== '')
    .map((label) => parseFloat(getComputedStyle(label).fontSize) * scale);
  return Math.min(...sizes);
}

describe('diagrams', () => {
  test('the drawing is in the server HTML, so no source flashes and nothing waits for a library', async () => {
    const html = await (await fetch(origin() + PAGE_WITH_DIAGRAMS)).text();
    expect(html).toMatch(/<svg id="?diagram-[0-9a-f]{16}/);
    expect(html).not.toContain('Diagram source (rendering)');
  });

  for (const viewport of [DESKTOP, MOBILE]) {
    test(`labels are at least 12 px and the page does not scroll sideways at ${viewport.width} px`, async () => {
      const {page, problems} = await open(PAGE_WITH_DIAGRAMS, {viewport});
      await page.locator(DRAWING).first().waitFor();
      expect(await page.evaluate(smallestLabelPx, DRAWING)).toBeGreaterThanOrEqual(12);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await loadedScriptContains(page, 'securityLevel')).toBe(false);
      expect(problems.messages).toEqual([]);
    });
  }

  test('a drawing wider than the column scrolls inside a labelled, focusable region', async () => {
    const {page} = await open(PAGE_WITH_DIAGRAMS, {viewport: MOBILE});
    const region = page.getByRole('region', {name: 'Diagram (scrolls horizontally)'}).first();
    await region.waitFor();
    expect(await region.getAttribute('tabindex')).toBe('0');
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });

  test('colours follow the colour mode', async () => {
    const nodeFill = async (colorScheme: 'light' | 'dark') => {
      const {page} = await open(PAGE_WITH_DIAGRAMS, {colorScheme});
      return page.locator(`${DRAWING} .node rect`).first().evaluate((rect) => getComputedStyle(rect).fill);
    };
    const [light, dark] = [await nodeFill('light'), await nodeFill('dark')];
    expect(light).toMatch(/^rgb/);
    expect(dark).toMatch(/^rgb/);
    expect(light).not.toBe(dark);
  });

  test('loading the page shifts no layout', async () => {
    const {page} = await open(PAGE_WITH_DIAGRAMS);
    await page.waitForTimeout(500);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & {value: number; hadRecentInput: boolean}>) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({type: 'layout-shift', buffered: true});
          setTimeout(() => resolve(total), 200);
        }),
    );
    expect(shift).toBeLessThan(0.02);
  });
});
