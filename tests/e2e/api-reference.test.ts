import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {describe, expect, test} from 'vitest';
import {SearchEngine} from '../../src/search/engine/whole-index-engine';
import type {SearchIndexFile} from '../../src/search/engine/record';
import {API_PAGE_BUDGET, measureBuiltPages} from '../../scripts/lib/page-weight';
import {buildDir, MOBILE} from './support/browser';
import {browserFixture, openDialog} from './support/fixture';
import {coreSymbolsOf1_10_11, expectedAnchor, inventoryKey, isAnchorOf, NOT_IN_1_10_11, tsv} from '../support/inventory';

function builtHtml(route: string): string {
  for (const candidate of [path.join(buildDir(), route, 'index.html'), path.join(buildDir(), `${route}.html`)]) {
    if (fs.existsSync(candidate)) return fs.readFileSync(candidate, 'utf8');
  }
  throw new Error(`no built page for ${route}`);
}

const load = (() => {
  const cache = new Map<string, cheerio.CheerioAPI>();
  return (route: string) => {
    if (!cache.has(route)) cache.set(route, cheerio.load(builtHtml(route)));
    return cache.get(route)!;
  };
})();

const coreSymbols = coreSymbolsOf1_10_11();
const apiRoutes = tsv('routes.tsv')
  .filter((row) => row.sidebar === 'api')
  .map((row) => row.route!);

describe('API reference in the production build', () => {
  test('every route of the api sidebar is built', () => {
    const missing = apiRoutes.filter((route) => {
      try {
        builtHtml(route);
        return false;
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });

  test('every symbol of api-core.tsv has a heading with its anchor on its page', () => {
    const missing = coreSymbols.filter((row) => {
      const $ = load(row.route!);
      const headings = $('article :is(h2, h3, h4)[id]').filter((_, heading) => isAnchorOf($(heading).attr('id')!, row.symbol!, row.kind!));
      return headings.length !== 1;
    });
    expect(missing.map((row) => `${row.route}#${expectedAnchor(row.symbol!, row.kind!)}`)).toEqual([]);
  });

  test('symbols 1.10.11 does not have are documented nowhere, though the inventory lists them', () => {
    const documented = tsv('api-core.tsv')
      .filter((row) => inventoryKey(row) in NOT_IN_1_10_11)
      .filter((row) => load(row.route!)(`[id="${expectedAnchor(row.symbol!, row.kind!)}"]`).length > 0);
    expect(documented.map(inventoryKey)).toEqual([]);
  });

  test('every symbol entry has a description, and parameter rows when its signature takes parameters', () => {
    const problems: string[] = [];
    for (const route of apiRoutes.filter((route) => route.startsWith('/api/python-api/'))) {
      const $ = load(route);
      $('article .markdown h3[id], article .markdown h4[id]').each((_, heading) => {
        const id = $(heading).attr('id')!;
        const body = $(heading).nextUntil('h2, h3, h4');
        const signature = body.filter('pre.api-signature, div[class*="codeBlockContainer"]').first().text();
        const description = body.filter('p').text().trim();
        if (description.length < 10) problems.push(`${route}#${id}: no description`);
        // The renderer writes parentheses in a Python signature only around
        // parameters (bases get their own line), so "(" not followed by ")"
        // means the callable takes parameters.
        const isPython = /^(@|class |exception )?[A-Za-z_][\w]*\.[\w.]+/.test(signature);
        if (isPython && /\((?!\))/.test(signature)) {
          const rows = body.filter('ul.api-params').children('li');
          if (rows.length === 0) problems.push(`${route}#${id}: signature has parameters but no parameter rows`);
        }
      });
    }
    expect(problems).toEqual([]);
  });

  test('types in signatures link to their entries, parameter rows do not repeat them, and every link resolves', () => {
    const page = '/api/python-api/assets';
    const $ = load(page);
    expect($('article .api-params > li > code a')).toHaveLength(0);
    const signatureLinks = $('article pre.api-signature a[href*="#dagster."]');
    expect(signatureLinks.length).toBeGreaterThan(5);
    // The signature of @asset names AssetKey-like types a reader follows.
    expect($('pre.api-signature').filter((_, pre) => $(pre).text().startsWith('@dagster.asset(')).find('a').length).toBeGreaterThan(0);
    for (const link of signatureLinks.toArray()) {
      // Links to the page's own entries are written `#anchor`.
      const [route, anchor] = $(link).attr('href')!.split('#');
      expect(load(route || page)(`[id="${anchor}"]`).length, `${route}#${anchor}`).toBe(1);
    }
  });

  test(`every API page weighs at most ${API_PAGE_BUDGET.bytes / 1024} KB of HTML and ${API_PAGE_BUDGET.elements} elements`, () => {
    const pages = measureBuiltPages(buildDir(), 'api/python-api');
    expect(pages.length).toBeGreaterThanOrEqual(apiRoutes.filter((route) => route.startsWith('/api/python-api/')).length);
    const over = pages
      .filter((page) => page.bytes > API_PAGE_BUDGET.bytes || page.elements > API_PAGE_BUDGET.elements)
      .map((page) => `${page.route}: ${(page.bytes / 1024).toFixed(0)} KB, ${page.elements} elements`);
    expect(over).toEqual([]);
  });

  test('lifecycle badges sit in entry headings and in the table of contents, as a word', () => {
    const $ = load('/api/python-api/libraries/dagster-airbyte');
    const heading = $('article h3[id="dagster_airbyte.build_airbyte_assets_definitions"]');
    expect(heading.find('.api-badge--beta').text()).toBe('Beta');
    const tocLink = $('.theme-doc-toc-desktop a[href="#dagster_airbyte.build_airbyte_assets_definitions"]');
    expect(tocLink.find('.api-badge--beta').text()).toBe('Beta');
    expect(heading.nextAll('p.api-status--beta').first().text()).toMatch(/^Beta: This API is in beta/);
  });

  test('a symbol search lands on its anchor (built index)', () => {
    const engine = new SearchEngine(JSON.parse(fs.readFileSync(path.join(buildDir(), 'search-index.json'), 'utf8')) as SearchIndexFile);
    for (const [query, url] of [
      ['AssetSpec', '/api/python-api/assets#dagster.AssetSpec'],
      ['define_asset_job', '/api/python-api/assets#dagster.define_asset_job'],
      ['DbtCliResource', '/api/python-api/libraries/dagster-dbt#dagster_dbt.DbtCliResource'],
      ['build_hook_context', '/api/python-api/hooks#dagster.build_hook_context'],
    ] as const) {
      expect(engine.search(query)[0]?.record.url, query).toBe(url);
    }
  });
});

describe('API reference in the browser', () => {
  const {open} = browserFixture();

  test('searching a symbol name and pressing Enter opens its entry', async () => {
    const {page} = await open('/api');
    await openDialog(page);
    await page.keyboard.type('define_asset_job');
    await expect
      .poll(() => page.locator('.DocSearch-Hit').first().locator('a').getAttribute('href').catch(() => null), {timeout: 10_000})
      .toContain('#dagster.define_asset_job');
    await page.keyboard.press('Enter');
    // The result opens inside the app (no document load to wait for); the address says where it went.
    await expect.poll(() => page.url(), {timeout: 20_000}).toMatch(/\/api\/python-api\/assets#dagster\.define_asset_job$/);
    await expect.poll(() => page.evaluate(() => document.getElementById('dagster.define_asset_job')?.getBoundingClientRect().top ?? -1)).toBeLessThan(200);
  });

  test('an API page opened first keeps the server HTML without its content code; its links open in the app, its examples copy, and opened by navigation it renders in full', async () => {
    const {context, page, problems} = await open('/api/python-api/assets', {permissions: ['clipboard-read', 'clipboard-write']});
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    // The first entry's description: in the HTML, and in the full page module only.
    const sentence = 'Turns a function into an asset definition.';
    const firstScripts = await Promise.all(
      await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).map((entry) => entry.name)),
    );
    const firstBodies = await Promise.all(firstScripts.map((url) => context.request.get(url).then((response) => response.text())));
    expect(firstBodies.length).toBeGreaterThan(3);
    expect(firstBodies.filter((body) => body.includes(sentence))).toEqual([]);
    await expect.poll(() => page.locator('article').textContent()).toContain(sentence);

    const copy = page.locator('article .api-example__copy').first();
    await copy.click();
    await expect.poll(() => copy.getAttribute('aria-label')).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.locator('article .api-example code').first().textContent());
    await expect.poll(() => copy.textContent(), {timeout: 5_000}).toBe('Copy');

    await page.evaluate(() => ((window as Window & {sameDocument?: boolean}).sameDocument = true));
    // The first one in view: lines of a folded signature are hidden.
    await page.locator('article a[href="/api/python-api/types#dagster.DagsterType"]:visible').first().click();
    await expect.poll(() => page.url()).toMatch(/\/api\/python-api\/types#dagster\.DagsterType$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Types');
    await page.goBack();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Assets');
    expect(await page.evaluate(() => (window as Window & {sameDocument?: boolean}).sameDocument)).toBe(true);
    // Rendered by React this time, from the full module fetched on the way back.
    await expect.poll(async () => (await Promise.all(scripts)).some((body) => body.includes(sentence))).toBe(true);
    await expect.poll(() => page.locator('article').textContent()).toContain(sentence);
    const again = page.locator('article .api-example__copy').first();
    await again.click();
    await expect.poll(() => again.getAttribute('aria-label')).toBe('Copied');
    expect(problems.messages).toEqual([]);
  });

  test('at 390 px an API page does not scroll sideways, and parameter rows stack: code line above a full-width description', async () => {
    const {page} = await open('/api/python-api/assets', {viewport: MOBILE});
    const layout = await page.evaluate(() => {
      const row = document.querySelector('article .api-params > li')!;
      const line = row.querySelector(':scope > code')!.getBoundingClientRect();
      const description = row.querySelector(':scope > div')!.getBoundingClientRect();
      const box = row.getBoundingClientRect();
      const signatures = Array.from(document.querySelectorAll('article pre.api-signature'));
      return {
        pageWidth: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
        descriptionBelowLine: description.top >= line.bottom - 1,
        descriptionWidth: description.width,
        rowWidth: box.width,
        signaturesScrolling: signatures.filter((pre) => pre.scrollWidth > pre.clientWidth + 1).length,
        signatureCount: signatures.length,
      };
    });
    expect(layout.pageWidth).toBeLessThanOrEqual(layout.viewport);
    expect(layout.descriptionBelowLine).toBe(true);
    expect(layout.descriptionWidth).toBeGreaterThan(layout.rowWidth - 2);
    expect(layout.signatureCount).toBeGreaterThan(50);
    expect(layout.signaturesScrolling).toBe(0);
  });
});
