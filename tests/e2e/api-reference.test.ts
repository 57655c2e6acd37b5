import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {describe, expect, test} from 'vitest';
import {SearchEngine} from '../../src/search/engine';
import type {SearchIndexFile} from '../../src/search/record';
import {buildDir} from './support/browser';
import {browserFixture, openDialog} from './support/fixture';
import {expectedAnchor, isAnchorOf, tsv} from '../support/inventory';

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

const coreSymbols = tsv('api-core.tsv');
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

  test('every symbol entry has a description, and a parameter table when its signature takes parameters', () => {
    const problems: string[] = [];
    for (const route of apiRoutes.filter((route) => route.startsWith('/api/python-api/'))) {
      const $ = load(route);
      $('article .markdown h3[id], article .markdown h4[id]').each((_, heading) => {
        const id = $(heading).attr('id')!;
        const body = $(heading).nextUntil('h2, h3, h4');
        const signature = body.filter('div[class*="codeBlockContainer"]').first().text();
        const description = body.filter('p').text().trim();
        if (description.length < 10) problems.push(`${route}#${id}: no description`);
        // The renderer writes parentheses in a Python signature only around
        // parameters (bases get their own line), so "(" not followed by ")"
        // means the callable takes parameters.
        const isPython = /^(@|class |exception )?[A-Za-z_][\w]*\.[\w.]+/.test(signature);
        if (isPython && /\((?!\))/.test(signature)) {
          const rows = body.find('table tbody tr').add(body.filter('table').find('tbody tr'));
          if (rows.length === 0) problems.push(`${route}#${id}: signature has parameters but no parameter table`);
        }
      });
    }
    expect(problems).toEqual([]);
  });

  test('types in parameter tables link to their entries, and every link resolves', () => {
    const $ = load('/api/python-api/assets');
    const typeLinks = $('article table a[href*="#dagster."]');
    expect(typeLinks.length).toBeGreaterThan(5);
    for (const link of typeLinks.toArray()) {
      const [route, anchor] = $(link).attr('href')!.split('#');
      expect(load(route!)(`[id="${anchor}"]`).length, `${route}#${anchor}`).toBe(1);
    }
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
    await page.waitForURL(/\/api\/python-api\/assets#dagster\.define_asset_job$/);
    await expect.poll(() => page.evaluate(() => document.getElementById('dagster.define_asset_job')?.getBoundingClientRect().top ?? -1)).toBeLessThan(200);
  });
});
