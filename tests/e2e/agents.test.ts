import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import * as cheerio from 'cheerio';
import type {Browser} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {loadRedirectTable} from '../../src/plugins/old-links/table';
import {markdownRoute} from '../../src/plugins/markdown-export/routes';
import {axeViolations} from './support/axe';
import {buildDir, gotoHydrated, launchBrowser, MOBILE, newContext, origin, screenshot, sitemapPaths, watchConsole} from './support/browser';

const SITE_URL = 'https://docs.dagster.io';
const table = loadRedirectTable(path.resolve(__dirname, '..', '..', 'redirects', 'old-docs.yaml'));
/** Doc pages: every sitemap page except the search page (tag pages are not in the sitemap). */
const docPaths = () => sitemapPaths().filter((pathname) => pathname !== '/search');

/** A target as the build routes it: a folder's landing page lives at `/x/`. */
let pages: Set<string> | undefined;
function routed(to: string): string {
  pages ??= new Set(sitemapPaths());
  return pages.has(`${to}/`) ? `${to}/` : to;
}

function get(url: string): Promise<Response> {
  return fetch(url, {redirect: 'manual'});
}

/** Runs `work` over `items` with a fixed number of requests in flight. */
async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<void>, width = 16): Promise<void> {
  for (let start = 0; start < items.length; start += width) {
    await Promise.all(items.slice(start, start + width).map(work));
  }
}

/**
 * A plain static host: files as they are in build/, folders answered by their
 * index.html, unknown paths by 404.html. No redirects, no rewrites.
 */
function startStaticHost(root: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const candidate = path.join(root, pathname);
    const file = [candidate, path.join(candidate, 'index.html')].find(
      (option) => option.startsWith(root) && fs.existsSync(option) && fs.statSync(option).isFile(),
    );
    const type = (name: string) => (name.endsWith('.html') ? 'text/html' : name.endsWith('.js') ? 'text/javascript' : name.endsWith('.css') ? 'text/css' : 'application/octet-stream');
    if (file === undefined) {
      response.writeHead(404, {'content-type': 'text/html'});
      response.end(fs.readFileSync(path.join(root, '404.html')));
      return;
    }
    response.writeHead(200, {'content-type': type(file)});
    response.end(fs.readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('docs as Markdown', () => {
  test('llms.txt: H1, summary, sidebar sections, and every listed page by its Markdown address', async () => {
    const response = await get(`${origin()}/llms.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.startsWith('# Dagster Docs\n\n> ')).toBe(true);
    for (const section of ['## Docs', '## Examples', '## Integrations', '## Dagster+', '## API reference']) {
      expect(text).toContain(`\n${section}\n`);
    }
    const linked = new Set([...text.matchAll(/\]\((https:\/\/docs\.dagster\.io[^)]+)\)/g)].map((match) => new URL(match[1]!).pathname));
    const missing = docPaths().filter((pathname) => !linked.has(markdownRoute(pathname)));
    expect(missing).toEqual([]);
    // Unlisted pages stay out.
    expect(text).not.toContain('](https://docs.dagster.io/todo.md)');
  });

  test("every doc page's .md exists, starts with its title, and the HTML declares it", async () => {
    const problems: string[] = [];
    await inBatches(docPaths(), async (pathname) => {
      const html = fs.readFileSync(path.join(buildDir(), pathname, 'index.html'), 'utf8');
      const $ = cheerio.load(html);
      const title = $('title').text().replace(/ \| Dagster Docs$/, '');
      const declared = $('link[rel="alternate"][type="text/markdown"]').attr('href');
      if (declared !== markdownRoute(pathname)) problems.push(`${pathname}: declares ${String(declared)}`);
      const response = await get(`${origin()}${markdownRoute(pathname)}`);
      const body = await response.text();
      if (response.status !== 200) problems.push(`${pathname}: .md answered ${response.status}`);
      else if (!body.startsWith(`# ${title}\n`)) problems.push(`${pathname}: .md starts with ${JSON.stringify(body.slice(0, 60))}, title ${JSON.stringify(title)}`);
      else if (!(response.headers.get('content-type') ?? '').startsWith('text/markdown')) problems.push(`${pathname}: type ${response.headers.get('content-type')}`);
    });
    expect(problems).toEqual([]);
  });

  test('Markdown and llms files are outside the sitemap and the search index', () => {
    const sitemap = fs.readFileSync(path.join(buildDir(), 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toMatch(/\.md<|llms/);
    const index = JSON.parse(fs.readFileSync(path.join(buildDir(), 'search-index.json'), 'utf8')) as {records: {pages: [string, ...unknown[]][]}};
    const indexed = index.records.pages.map(([url]) => url);
    expect(indexed.length).toBeGreaterThan(100);
    expect(indexed.filter((url) => /\.md$|llms/.test(url))).toEqual([]);
  });

  test('llms-full.txt holds the listed pages in reading order, as clean Markdown', async () => {
    const text = await (await get(`${origin()}/llms-full.txt`)).text();
    const quickstart = text.indexOf('URL: https://docs.dagster.io/getting-started/quickstart\n');
    const apiIndex = text.indexOf('URL: https://docs.dagster.io/api/python-api/assets\n');
    expect(quickstart).toBeGreaterThan(0);
    expect(apiIndex).toBeGreaterThan(quickstart);
    expect(text).not.toMatch(/^import .* from '@/m);
    expect(text).not.toMatch(/^:::/m);
    expect(text).not.toContain('<PyObject');
  });
});

describe('Copy page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const PAGE = '/guides/build/assets/defining-assets';

  test('copies the page as Markdown in Chromium', async () => {
    const context = await newContext(browser, {permissions: ['clipboard-read', 'clipboard-write']});
    const page = await context.newPage();
    const problems = watchConsole(page);
    await gotoHydrated(page, PAGE);
    const expected = await (await get(`${origin()}${markdownRoute(PAGE)}`)).text();
    await page.getByRole('button', {name: 'Copy page'}).click();
    await page.getByRole('menuitem', {name: /Copy as Markdown/}).click();
    await expect.poll(() => page.getByRole('status').filter({hasText: 'Copied'}).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    expect(problems.messages).toEqual([]);
    await context.close();
  });

  test('is a keyboard-operable menu button whose items lead to the Markdown and the assistants', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, PAGE);
    const button = page.getByRole('button', {name: 'Copy page'});
    await button.focus();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Copy as Markdown');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Open in Claude');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('View as Markdown');
    const items = page.getByRole('menuitem');
    expect(await items.count()).toBe(4);
    expect(await page.getByRole('menuitem', {name: /View as Markdown/}).getAttribute('href')).toBe(markdownRoute(PAGE));
    for (const [name, host] of [
      ['Open in ChatGPT', 'chatgpt.com'],
      ['Open in Claude', 'claude.ai'],
    ] as const) {
      const href = new URL((await page.getByRole('menuitem', {name: new RegExp(name)}).getAttribute('href')) ?? '');
      expect(href.host).toBe(host);
      expect(href.searchParams.get('q')).toContain(`${SITE_URL}${markdownRoute(PAGE)}`);
    }
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Copy page');
    await context.close();
  });

  test('looks right open, in both themes, on desktop and phone', async () => {
    for (const [label, viewport] of [
      ['desktop', {width: 1280, height: 800}],
      ['phone', MOBILE],
    ] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        const context = await newContext(browser, {viewport, colorScheme: scheme});
        const page = await context.newPage();
        await gotoHydrated(page, PAGE);
        await screenshot(page, `copy-page-${label}-${scheme}-closed`);
        await page.getByRole('button', {name: 'Copy page'}).click();
        const menu = page.getByRole('menu', {name: 'Copy page'});
        expect(await menu.isVisible()).toBe(true);
        const box = await menu.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
        expect(await axeViolations(page, {exclude: ['pre']}), `${label} ${scheme}`).toEqual([]);
        await screenshot(page, `copy-page-${label}-${scheme}`);
        await context.close();
      }
    }
  });
});

describe('old links', () => {
  let staticHost: http.Server;
  let staticOrigin: string;
  let browser: Browser;
  beforeAll(async () => {
    staticHost = await startStaticHost(buildDir());
    staticOrigin = `http://127.0.0.1:${(staticHost.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => staticHost?.close(resolve));
  });

  test('nginx answers every old address with a 301 to a page that exists', async () => {
    const problems: string[] = [];
    await inBatches([...table.redirects], async ([from, to]) => {
      for (const variant of [from, `${from}/`]) {
        const response = await get(`${origin()}${variant}?ref=issue`);
        if (response.status !== 301 || response.headers.get('location') !== `${routed(to)}?ref=issue`) {
          problems.push(`${variant}: ${response.status} → ${response.headers.get('location')}`);
        }
      }
      const landing = await get(`${origin()}${routed(to)}`);
      if (landing.status !== 200) problems.push(`${from} → ${to}: target answered ${landing.status}`);
    });
    expect(problems).toEqual([]);
  });

  test('nginx rewrites the prefix rules, keeping the rest of the path', async () => {
    const response = await get(`${origin()}/dagster-cloud/features/insights`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/dagster-plus/features/insights');
    expect((await get(`${origin()}${routed('/dagster-plus/features/insights')}`)).status).toBe(200);
    expect((await get(`${origin()}/.nginx/redirects.conf`)).status).toBe(404);
  });

  test('a plain static host serves a redirect page for every old address, leading to a page of the build', async () => {
    const problems: string[] = [];
    await inBatches([...table.redirects], async ([from, to]) => {
      const response = await get(`${staticOrigin}${from}`);
      const $ = cheerio.load(await response.text());
      const refresh = $('meta[http-equiv="refresh"]').attr('content');
      if (response.status !== 200 || refresh !== `0; url=${routed(to)}` || $('meta[name="robots"]').attr('content') !== 'noindex') {
        problems.push(`${from}: ${response.status} refresh=${String(refresh)}`);
      }
      if (!fs.existsSync(path.join(buildDir(), to, 'index.html'))) problems.push(`${from} → ${to}: no such page in the build`);
    });
    expect(problems).toEqual([]);
    expect(fs.readFileSync(path.join(buildDir(), 'sitemap.xml'), 'utf8')).not.toContain('/concepts/');
  });

  test('in Chromium, old addresses land on their pages on a static host, keeping query and fragment', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const entries = [...table.redirects].filter((_, index) => index % 60 === 0);
    for (const [from, to] of entries) {
      await page.goto(`${staticOrigin}${from}?from=old#top`, {waitUntil: 'load'});
      await page.waitForURL((url) => url.pathname === routed(to), {timeout: 10_000});
      expect(new URL(page.url()).search, from).toBe('?from=old');
      await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
      expect(await page.locator('h1').first().isVisible(), from).toBe(true);
    }
    // A prefix rule the table does not list: the 404 page forwards.
    await page.goto(`${staticOrigin}/dagster-cloud/features/insights`, {waitUntil: 'load'});
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/dagster-plus/features/insights', {timeout: 15_000});
    await context.close();
  });

  test('an unknown old address lands on the 404 page offering search hits for the words in its path', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await page.goto('/concepts/io-management/custom-io-managers-guide', {waitUntil: 'load'});
    expect(response?.status()).toBe(404);
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
    const heading = page.getByRole('heading', {name: 'Did you mean…'});
    await heading.waitFor({timeout: 15_000});
    const links = page.locator('section[aria-labelledby="did-you-mean"] a');
    expect(await links.count()).toBeGreaterThanOrEqual(1);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(hrefs.some((href) => href.startsWith('/guides/build/io-managers'))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'not-found-did-you-mean');
    await context.close();
  });
});
