import fs from 'node:fs';
import path from 'node:path';
import type {Browser} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {FORBIDDEN_IN_FIRST_LOAD, PAGE_KIND_BUDGETS} from '../../scripts/lib/budgets';
import {startNginx, type NginxServer} from '../../scripts/lib/nginx';
import {launchBrowser} from './support/browser';

/**
 * DOCS_STOCK_BUNDLE=1 (src/plugins/stock-bundle.ts) builds with every
 * first-load rewrite off. This file checks that such a build is a working
 * site, so that the switch can be trusted to bisect a regression. It reads
 * the stock build from build-stock/ (E2E_STOCK_BUILD_DIR to change), made by
 *   DOCS_STOCK_BUNDLE=1 npx docusaurus build --out-dir build-stock
 * and serves it on E2E_PORT + 3 (+1 serves the variants build, +2 the redeploy in resilience.test.ts).
 */
const STOCK_BUILD = path.resolve(__dirname, '..', '..', process.env.E2E_STOCK_BUILD_DIR ?? 'build-stock');
const PORT = Number(process.env.E2E_PORT ?? 4173) + 3;
const PRISM = FORBIDDEN_IN_FIRST_LOAD.find((entry) => entry.name === 'Prism')!.marker;

describe('the stock bundle (DOCS_STOCK_BUNDLE=1) is a working site', () => {
  let server: NginxServer;
  let browser: Browser;
  beforeAll(async () => {
    if (!fs.existsSync(path.join(STOCK_BUILD, 'index.html'))) {
      throw new Error(`No stock build in ${STOCK_BUILD}: run DOCS_STOCK_BUNDLE=1 npx docusaurus build --out-dir build-stock first.`);
    }
    server = await startNginx(STOCK_BUILD, PORT);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('it is the stock bundle: core\'s files as written (Prism\'s client module back, no compact route table)', () => {
    const main = fs.readdirSync(path.join(STOCK_BUILD, 'assets', 'js')).find((name) => /^main\.[0-9a-f]+\.js$/.test(name))!;
    const source = fs.readFileSync(path.join(STOCK_BUILD, 'assets', 'js', main), 'utf8');
    expect(source).toContain(PRISM);
    expect(source).not.toContain('registryShards');
  });

  test('each budgeted page kind hydrates without an error, and opens another page in the app', async () => {
    const problems: string[] = [];
    for (const {path: pagePath} of PAGE_KIND_BUDGETS) {
      const page = await browser.newPage();
      page.on('pageerror', (error) => problems.push(`${pagePath}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${pagePath}: console.error ${message.text()}`);
      });
      await page.goto(server.origin + pagePath, {waitUntil: 'load'});
      await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
      expect(await page.locator('article h1').count(), pagePath).toBe(1);
      // A client navigation keeps the window: a full reload would lose this mark.
      await page.evaluate(() => ((window as Window & {stockMark?: boolean}).stockMark = true));
      const link = page.locator('nav.menu a.menu__link[href^="/"]:not(.menu__link--active)').first();
      const href = await link.getAttribute('href');
      await link.click();
      await page.waitForURL((url) => url.pathname === href, {timeout: 15_000});
      await expect.poll(() => page.locator('article h1').count()).toBe(1);
      expect(await page.evaluate(() => (window as Window & {stockMark?: boolean}).stockMark), `${pagePath} → ${href}`).toBe(true);
      await page.close();
    }
    expect(problems).toEqual([]);
  }, 240_000);
});
