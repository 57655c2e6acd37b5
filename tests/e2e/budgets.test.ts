import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {Browser} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {API_PAGE_BUDGET, FORBIDDEN_IN_FIRST_LOAD, PAGE_KIND_BUDGETS} from '../../scripts/lib/budgets';
import {firstLoad, firstLoadScripts, pageWeight, type Download} from '../../scripts/lib/first-load';
import {measureBuiltPages} from '../../scripts/lib/page-weight';
import {buildDir, launchBrowser, origin} from './support/browser';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every built JS file, by name. */
function builtScripts(): Map<string, string> {
  const dir = path.join(buildDir(), 'assets', 'js');
  return new Map(fs.readdirSync(dir).filter((name) => name.endsWith('.js')).map((name) => [name, fs.readFileSync(path.join(dir, name), 'latin1')]));
}

/** What no page may run on first load that one did: "<page>: <code> in <file>". */
function forbiddenIn(pagePath: string, scripts: Download[]): string[] {
  return FORBIDDEN_IN_FIRST_LOAD.flatMap(({name, marker}) =>
    scripts.filter((script) => script.text.includes(marker)).map((script) => `${pagePath}: ${name} in ${new URL(script.url).pathname}`),
  );
}

describe('budgets (scripts/lib/budgets.ts) in the production build', () => {
  let browser: Browser;
  const measured = new Map<string, Download[]>();
  const scriptsOf = async (pagePath: string) => {
    if (!measured.has(pagePath)) measured.set(pagePath, firstLoadScripts((await firstLoad(browser, buildDir(), origin(), pagePath)).downloads));
    return measured.get(pagePath)!;
  };
  const apiPages = () => measureBuiltPages(buildDir(), 'api/python-api').map((page) => page.route);

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('each forbidden marker names code that exists: in a chunk loaded on demand, or (Prism) in the package and nowhere in the build', () => {
    const scripts = builtScripts();
    const prism = fs.readFileSync(createRequire(import.meta.url).resolve('prism-react-renderer'), 'utf8');
    const problems = FORBIDDEN_IN_FIRST_LOAD.flatMap(({name, marker, lazyInBuild}) => {
      const files = [...scripts].filter(([, text]) => text.includes(marker)).map(([file]) => file);
      if (!lazyInBuild) return [...(prism.includes(marker) ? [] : [`${name}: "${marker}" is not in prism-react-renderer`]), ...files.map((file) => `${name}: in ${file}`)];
      if (files.length === 0) return [`${name}: "${marker}" is in no built file, so it cannot tell whether a page loads it`];
      return files.filter((file) => /^(main|runtime~main)\./.test(file)).map((file) => `${name}: in ${file}, which every page runs`);
    });
    expect(problems).toEqual([]);
  });

  test('first-load JS of each page kind is within its budget, and holds no forbidden code', async () => {
    const problems: string[] = [];
    for (const {kind, path: pagePath, firstLoadJsGzip} of PAGE_KIND_BUDGETS) {
      const scripts = await scriptsOf(pagePath);
      const js = pageWeight(scripts).jsGzip;
      if (js > firstLoadJsGzip) problems.push(`${kind} ${pagePath}: ${kb(js)} of first-load JS (gzip), budget ${kb(firstLoadJsGzip)}, ${kb(js - firstLoadJsGzip)} over`);
      problems.push(...forbiddenIn(pagePath, scripts));
    }
    expect(problems).toEqual([]);
  }, 300_000);

  test(`every API page: first-load JS within ${kb(API_PAGE_BUDGET.firstLoadJsGzip)} (gzip), no forbidden code`, async () => {
    const pages = apiPages();
    expect(pages.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const pagePath of pages) {
      const scripts = await scriptsOf(pagePath);
      const js = pageWeight(scripts).jsGzip;
      if (js > API_PAGE_BUDGET.firstLoadJsGzip) problems.push(`${pagePath}: ${kb(js)} of first-load JS (gzip), ${kb(js - API_PAGE_BUDGET.firstLoadJsGzip)} over`);
      problems.push(...forbiddenIn(pagePath, scripts));
    }
    expect(problems).toEqual([]);
  }, 600_000);
});
