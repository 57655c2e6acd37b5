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
    test(`every drawing shown fits the column whole, and the page does not scroll sideways, at ${viewport.width} px`, async () => {
      const {page, problems} = await open(PAGE_WITH_DIAGRAMS, {viewport});
      await page.locator(DRAWING).first().waitFor({state: 'attached'});
      const fits = await page.evaluate((selector) => {
        const right = document.querySelector('article .markdown')!.getBoundingClientRect().right;
        return Array.from(document.querySelectorAll<SVGSVGElement>(selector))
          .filter((svg) => svg.getBoundingClientRect().width > 0)
          .map((svg) => svg.getBoundingClientRect().right <= right + 1);
      }, DRAWING);
      expect(fits.length).toBeGreaterThan(0);
      expect(fits.every(Boolean)).toBe(true);
      expect(await page.getByText('Scroll sideways').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await loadedScriptContains(page, 'securityLevel')).toBe(false);
      expect(problems.messages).toEqual([]);
    });
  }

  test('a left-to-right flowchart too wide for a phone is shown top to bottom there, at 12 px labels or more on a desktop', async () => {
    const shown = async (viewport: typeof DESKTOP | typeof MOBILE) => {
      const {page} = await open('/', {viewport});
      await page.locator(DRAWING).first().waitFor({state: 'attached'});
      const id = await page.evaluate(
        (selector) => Array.from(document.querySelectorAll<SVGSVGElement>(selector)).find((drawing) => drawing.getBoundingClientRect().width > 0)!.id,
        DRAWING,
      );
      const box = await page.evaluate((drawing) => {
        const viewBox = (document.getElementById(drawing) as unknown as SVGSVGElement).viewBox.baseVal;
        return {width: viewBox.width, height: viewBox.height};
      }, id);
      return {id, width: box.width, label: await page.evaluate(smallestLabelPx, `#${id}`)};
    };
    const desktop = await shown(DESKTOP);
    const phone = await shown(MOBILE);
    expect(desktop.label).toBeGreaterThanOrEqual(12);
    // The phone shows the other drawing of the same diagram, narrower than the left-to-right one.
    expect(phone.id).not.toBe(desktop.id);
    expect(phone.width).toBeLessThan(desktop.width);
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
