import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import type {Browser, Page} from 'playwright-core';
import {extractAssetGraph} from '../../src/components/figures/AssetGraph/extract';
import AxeBuilder from '@axe-core/playwright';
import {AXE_TAGS} from './support/axe';
import {DESKTOP, gotoHydrated, launchBrowser, MOBILE, newContext, screenshot, watchConsole} from './support/browser';

/**
 * Every page that walks the reader through the UI, with how many drawn
 * figures it shows. A page that loses its figure, or a figure that loses its
 * caption or alt text, fails here.
 */
const WALKTHROUGH_PAGES: ReadonlyArray<readonly [path: string, figures: number]> = [
  ['/getting-started/quickstart', 3],
  ['/etl-pipeline-tutorial', 1],
  ['/etl-pipeline-tutorial/create-and-materialize-assets', 1],
  ['/etl-pipeline-tutorial/create-and-materialize-a-downstream-asset', 3],
  ['/etl-pipeline-tutorial/ensure-data-quality-with-asset-checks', 2],
  ['/etl-pipeline-tutorial/create-and-materialize-partitioned-asset', 2],
  ['/etl-pipeline-tutorial/automate-your-pipeline', 1],
  ['/etl-pipeline-tutorial/create-a-sensor-asset', 2],
  ['/etl-pipeline-tutorial/refactor-your-project', 1],
  ['/guides/operate/webserver', 1],
  ['/guides/operate/ui-user-settings', 1],
  ['/guides/operate/configuration/run-configuration', 1],
  ['/guides/operate/managing-concurrency', 1],
  ['/guides/test/asset-checks', 1],
  ['/guides/build/partitions-and-backfills/backfilling-data', 1],
  ['/guides/build/partitions-and-backfills/partitioning-assets', 1],
  ['/guides/automate/declarative-automation', 1],
  ['/guides/automate/schedules/defining-schedules', 1],
  ['/guides/automate/sensors/monitoring-sensors-in-the-dagster-ui', 1],
  ['/guides/monitor/logging', 1],
  ['/dagster-plus/deployment/management/deployments/managing-deployments', 1],
  ['/dagster-plus/features/alerts/creating-alerts', 1],
  ['/dagster-plus/features/insights', 1],
  ['/dagster-plus/features/asset-catalog', 1],
  ['/dagster-plus/features/asset-catalog/catalog-views', 1],
  ['/dagster-plus/features/ci-cd/branch-deployments/change-tracking', 1],
];

interface FigureFacts {
  name: string;
  caption: string;
  assets: string[];
}

function figureFacts(page: Page): Promise<FigureFacts[]> {
  return page.locator('article figure').evaluateAll((figures) =>
    figures.map((figure) => ({
      name: figure.querySelector('svg[role="img"]')?.getAttribute('aria-label')?.trim() ?? '',
      caption: figure.querySelector('figcaption')?.textContent?.trim() ?? '',
      assets: Array.from(figure.querySelectorAll('[data-asset]')).map((node) => node.getAttribute('data-asset') ?? ''),
    })),
  );
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('drawn UI figures', () => {
  test('at 1280 px, each walkthrough page has its figures, each with alt text and a caption', async () => {
    const context = await newContext(browser, {viewport: DESKTOP});
    const page = await context.newPage();
    const problems = watchConsole(page);
    const total: number[] = [];
    for (const [pathname, expected] of WALKTHROUGH_PAGES) {
      await gotoHydrated(page, pathname);
      const facts = await figureFacts(page);
      expect(facts.length, pathname).toBe(expected);
      for (const fact of facts) {
        // Real alt text describes the figure: a sentence, not a label.
        expect(fact.name.length, `${pathname}: accessible name`).toBeGreaterThan(60);
        expect(fact.caption.length, `${pathname}: caption`).toBeGreaterThan(20);
        expect(fact.caption, pathname).not.toBe(fact.name);
      }
      total.push(facts.length);
    }
    expect(total.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(25);
    expect(problems.messages).toEqual([]);
    await context.close();
  });

  test('the quickstart graph in the built page is the one its snippet defines', async () => {
    const context = await newContext(browser, {viewport: DESKTOP});
    const page = await context.newPage();
    await gotoHydrated(page, '/getting-started/quickstart');
    const source = fs.readFileSync(path.join(__dirname, '..', '..', 'snippets', 'getting_started', 'quickstart', 'assets.py'), 'utf8');
    const expected = extractAssetGraph(source).assets.map((asset) => asset.key);
    const [graph] = (await figureFacts(page)).filter((fact) => fact.assets.length > 0);
    expect(graph?.assets).toEqual(expected);
    expect(graph?.name).toContain('daily_revenue depends on raw_orders');
    await context.close();
  });

  test('at 390 px, every figure fits the column whole: scaled down, never scrolled or cut', async () => {
    const context = await newContext(browser, {viewport: MOBILE});
    const page = await context.newPage();
    for (const [pathname] of WALKTHROUGH_PAGES) {
      await gotoHydrated(page, pathname);
      const layout = await page.evaluate(() => ({
        pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        columnRight: document.querySelector('article .markdown')!.getBoundingClientRect().right,
        figures: Array.from(document.querySelectorAll('article figure')).map((figure) => {
          const svg = figure.querySelector('svg') as SVGSVGElement;
          const frame = svg.parentElement as HTMLElement;
          return {
            svgRight: svg.getBoundingClientRect().right,
            frameRight: frame.getBoundingClientRect().right,
            scrolls: frame.scrollWidth > frame.clientWidth + 1,
            hint: figure.textContent?.includes('Scroll sideways') ?? false,
          };
        }),
      }));
      expect(layout.pageOverflow, pathname).toBeLessThanOrEqual(0);
      expect(layout.figures.length, pathname).toBeGreaterThan(0);
      for (const figure of layout.figures) {
        expect(figure.frameRight, pathname).toBeLessThanOrEqual(layout.columnRight + 1);
        expect(figure.svgRight, pathname).toBeLessThanOrEqual(figure.frameRight + 1);
        expect(figure.scrolls, pathname).toBe(false);
        expect(figure.hint, pathname).toBe(false);
      }
    }
    await screenshot(page, 'figures-refactor-light-390');
    await context.close();
  });

  test('in dark mode the figures follow the theme', async () => {
    const colours = async (colorScheme: 'light' | 'dark') => {
      const context = await newContext(browser, {viewport: DESKTOP, colorScheme});
      const page = await context.newPage();
      await gotoHydrated(page, '/guides/operate/webserver');
      const figure = page.locator('article figure').first();
      await figure.scrollIntoViewIfNeeded();
      await screenshot(page, `figures-webserver-${colorScheme}-1280`);
      const result = await figure.evaluate((element) => {
        const frame = element.querySelector('svg')?.parentElement as HTMLElement;
        const panel = element.querySelector('svg rect:nth-of-type(2)') as SVGRectElement;
        const label = element.querySelector('svg text') as SVGTextElement;
        return {
          frame: getComputedStyle(frame).backgroundColor,
          panel: getComputedStyle(panel).fill,
          text: getComputedStyle(label).fill,
          theme: document.documentElement.dataset.theme,
        };
      });
      await context.close();
      return result;
    };
    const light = await colours('light');
    const dark = await colours('dark');
    expect([light.theme, dark.theme]).toEqual(['light', 'dark']);
    expect(dark.frame).not.toBe(light.frame);
    expect(dark.panel).not.toBe(light.panel);
    expect(dark.text).not.toBe(light.text);
  });

  // The figures only: the rest of each page is the crawl's and the dark-mode audit's to check.
  test('axe finds nothing in the figures in dark mode on a phone, where they scroll', async () => {
    const context = await newContext(browser, {viewport: MOBILE, colorScheme: 'dark'});
    const page = await context.newPage();
    for (const pathname of ['/getting-started/quickstart', '/guides/automate/declarative-automation', '/dagster-plus/features/insights']) {
      await gotoHydrated(page, pathname);
      const results = await new AxeBuilder({page}).withTags(AXE_TAGS).include('article figure').analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), pathname).toEqual([]);
      expect(results.passes.length, pathname).toBeGreaterThan(0);
    }
    await context.close();
  });
});
