import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import type {Page} from 'playwright-core';
import {DESKTOP, MOBILE, buildDir, loadedScriptContains, origin} from './support/browser';
import {browserFixture} from './support/fixture';

const {open} = browserFixture();
const PAGE_WITH_DIAGRAMS = '/getting-started/concepts';
const DRAWING = 'svg[id^="diagram-"]';

const FULL_SIZE = 'View full size';
const LEGIBLE_PX = 12;

/** Smallest label size as the reader sees it: the drawn font size times the drawing's scale on screen. */
function smallestLabelPx(selector: string): number {
  const svg = document.querySelector<SVGSVGElement>(selector)!;
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  // Leaf elements only: a label's wrapper inherits its size without being drawn at it.
  const sizes = Array.from(svg.querySelectorAll('text, tspan, foreignObject *'))
    .filter((label) => label.children.length === 0 && (label.textContent ?? '').trim() !== '')
    .map((label) => parseFloat(getComputedStyle(label).fontSize) * scale);
  return Math.min(...sizes);
}

/** Every page of the build with a drawn diagram, read from the HTML the build wrote (not a list kept by hand). */
function pagesWithDiagrams(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html' && /<svg id="?diagram-[0-9a-f]{16}/.test(fs.readFileSync(full, 'utf8'))) {
        found.push(`/${path.relative(buildDir(), path.dirname(full))}`.replace(/\/$/, '') || '/');
      }
    }
  };
  walk(buildDir());
  return found.sort();
}

interface ShownDiagram {
  id: string;
  labelPx: number;
  hasFullSizeControl: boolean;
}

/** Each diagram drawing the page shows, with its smallest label as shown and whether a visible full-size control sits below it. */
async function shownDiagrams(page: Page): Promise<ShownDiagram[]> {
  const drawings = await page.evaluate(
    ({selector, label}) =>
      Array.from(document.querySelectorAll<SVGSVGElement>(`article ${selector}`))
        .filter((svg) => svg.getBoundingClientRect().width > 0)
        .map((svg) => {
          const frame = svg.parentElement!.parentElement!;
          const control = Array.from(frame.querySelectorAll('button')).find((button) => button.textContent?.trim() === label && button.getBoundingClientRect().width > 0);
          // The control sits below the drawing, never on it.
          const clear = control !== undefined && control.getBoundingClientRect().top >= svg.getBoundingClientRect().bottom;
          return {id: svg.id, hasFullSizeControl: clear};
        }),
    {selector: DRAWING, label: FULL_SIZE},
  );
  return Promise.all(drawings.map(async (drawing) => ({...drawing, labelPx: await page.evaluate(smallestLabelPx, `#${drawing.id}`)})));
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

  for (const viewport of [MOBILE, DESKTOP]) {
    test(`on every page with a diagram, at ${viewport.width} px, labels shown under ${LEGIBLE_PX} px come with a full-size control below the drawing`, {timeout: 900_000}, async () => {
      const pages = pagesWithDiagrams();
      expect(pages.length).toBeGreaterThan(50);
      const {page} = await open('/', {viewport});
      const unreadable: string[] = [];
      let small = 0;
      let shown = 0;
      for (const url of pages) {
        await page.goto(origin() + url, {waitUntil: 'load'});
        const diagrams = await shownDiagrams(page);
        expect(diagrams.length, url).toBeGreaterThan(0);
        for (const diagram of diagrams) {
          shown += 1;
          if (diagram.labelPx >= LEGIBLE_PX) continue;
          small += 1;
          if (!diagram.hasFullSizeControl) unreadable.push(`${url} ${diagram.id}: labels at ${diagram.labelPx.toFixed(1)} px, no full-size control`);
        }
      }
      console.log(`${viewport.width} px: ${shown} diagrams on ${pages.length} pages, ${small} with labels under ${LEGIBLE_PX} px`);
      expect(unreadable).toEqual([]);
      if (viewport === DESKTOP) expect(small).toBe(0);
    });
  }

  test('the full-size view opens from the keyboard with 16 px labels, scrolls both ways, and closes with Escape, its button and Back to the same place', async () => {
    const {page} = await open('/guides/build/external-pipelines/dagster-pipes-details-and-customization', {viewport: MOBILE});
    expect(await loadedScriptContains(page, 'Scroll or pinch')).toBe(false);
    const control = page.getByRole('button', {name: FULL_SIZE});
    // Keyboard only: Tab until the control has focus.
    for (let presses = 0; presses < 300 && !(await control.evaluate((button) => button === document.activeElement)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect.poll(() => control.evaluate((button) => button === document.activeElement)).toBe(true);
    const scrollY = await page.evaluate(() => window.scrollY);
    const url = page.url();

    const dialog = page.getByRole('dialog', {name: 'Diagram at full size'});
    const openIt = async () => {
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    };
    const expectClosedWhereItWas = async () => {
      await dialog.waitFor({state: 'detached'});
      await expect.poll(() => control.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
      expect(page.url()).toBe(url);
    };

    await openIt();
    // Opaque in both modes: the page must not show through (Infima's light background is transparent).
    expect(await dialog.evaluate((element) => getComputedStyle(element).backgroundColor)).toMatch(/^rgb\(/);
    const drawing = await dialog.locator('svg[id$="-full"]').evaluate((svg) => `#${svg.id}`);
    expect(await page.evaluate(smallestLabelPx, drawing)).toBeGreaterThanOrEqual(16);
    // Wider and taller than a phone: the reader scrolls it both ways.
    const viewport = dialog.getByRole('region', {name: 'Diagram, scrollable'});
    const overflow = await viewport.evaluate((element) => ({x: element.scrollWidth > element.clientWidth, y: element.scrollHeight > element.clientHeight}));
    expect(overflow).toEqual({x: true, y: true});
    await page.keyboard.press('Escape');
    await expectClosedWhereItWas();

    await openIt();
    await dialog.getByRole('button', {name: /Close/}).focus();
    await page.keyboard.press('Enter');
    await expectClosedWhereItWas();

    await openIt();
    await page.goBack();
    await expectClosedWhereItWas();
  });

  test('the full-size control is not there where the labels are legible', async () => {
    const {page} = await open('/guides/build/assets/asset-selection-syntax', {viewport: DESKTOP});
    expect(await page.getByRole('button', {name: FULL_SIZE}).count()).toBe(0);
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
