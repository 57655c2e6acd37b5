import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import type {Page} from 'playwright-core';
import {DESKTOP, MOBILE, buildDir, gotoHydrated, screenshot} from './support/browser';
import {browserFixture} from './support/fixture';

const LONG_DOC = '/getting-started/concepts';
const {open} = browserFixture();

/** Where the navbar's bottom edge is: at or above 0 means it slid out of view. */
const navbarBottom = (page: Page) =>
  page.evaluate(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom);

describe('skip to content', () => {
  test('the first Tab reaches the skip link, and Enter moves focus to the main content', async () => {
    const {page} = await open(LONG_DOC);
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    expect(await focused.textContent()).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null), 'next Tab lands inside the main content').toBe(true);
  });
});

describe('navbar sections', () => {
  // The theme reads each doc's sidebar and path from the docs global data, which
  // the browser bundle carries coded (src/plugins/first-load-data/doc-list.cjs).
  const sections: Array<[path: string, section: string]> = [
    ['/guides/build/assets/defining-assets', 'Docs'],
    ['/examples/', 'Examples'],
    ['/integrations/libraries/dbt/', 'Integrations'],
    ['/dagster-plus/features/alerts/', 'Dagster+'],
    ['/api/python-api/assets', 'API'],
  ];
  test('each section links to its first page, and the section of the page open is the one marked', async () => {
    const {page} = await open('/');
    const links = () =>
      page.locator('nav.navbar .navbar__items:not(.navbar__items--right) > a.navbar__link').evaluateAll((anchors) =>
        anchors.map((a) => ({label: a.textContent?.trim(), href: a.getAttribute('href'), active: a.classList.contains('navbar__link--active')})),
      );
    expect((await links()).map(({label, href}) => [label, href])).toEqual([
      ['Docs', '/'],
      ['Examples', '/examples/'],
      ['Integrations', '/integrations/libraries/'],
      ['Dagster+', '/dagster-plus/'],
      ['API', '/api/'],
    ]);
    for (const [pathname, section] of sections) {
      await gotoHydrated(page, pathname);
      expect((await links()).filter((link) => link.active).map((link) => link.label), pathname).toEqual([section]);
    }
  });
  test('in-app navigation into each section renders its page with its own sidebar, loading that section\'s route data and sidebar on the way', async () => {
    // Each sidebar, and the route registry of each large section, is a file of
    // its own in the browser bundle (src/plugins/first-load-data): the first
    // page of a section fetches them before it renders.
    const {page} = await open('/guides/build/assets/defining-assets');
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    const sidebarSections = () =>
      page.locator('.theme-doc-sidebar-menu a[href^="/"]').evaluateAll((anchors) => [...new Set(anchors.map((a) => a.getAttribute('href')!.split('/')[1]))]);
    expect(await sidebarSections()).toContain('guides');
    const visits: Array<[label: string, path: string, h1: string, section: string]> = [
      ['API', '/api/', 'API reference', 'api'],
      ['Dagster+', '/dagster-plus/', 'About Dagster+', 'dagster-plus'],
      ['Integrations', '/integrations/libraries/', 'Integrations', 'integrations'],
      ['Examples', '/examples/', 'Examples', 'examples'],
    ];
    for (const [label, pathname, title, section] of visits) {
      const before = scripts.length;
      await page.locator('nav.navbar a.navbar__link', {hasText: label}).first().click();
      await expect.poll(() => page.locator('article h1').first().textContent(), {timeout: 15_000}).toBe(title);
      expect(new URL(page.url()).pathname).toBe(pathname);
      // The sidebar of that section, and only it: every link of it leads into the section.
      expect(await sidebarSections(), label).toEqual([section]);
      expect(scripts.length - before, `${label}: the page's code, its sidebar and its section's route data`).toBeGreaterThanOrEqual(2);
      for (const script of scripts.slice(before)) expect(fs.existsSync(path.join(buildDir(), script)), script).toBe(true);
    }
  });
});

describe('navbar on scroll', () => {
  test('hides past its height going down, shows going up, stays near the top', async () => {
    const {page} = await open(LONG_DOC);
    expect(await navbarBottom(page)).toBeGreaterThan(0);
    await page.mouse.wheel(0, 30);
    await page.waitForTimeout(400);
    expect(await navbarBottom(page), 'visible while still near the top').toBeGreaterThan(0);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => navbarBottom(page)).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -200);
    await expect.poll(() => navbarBottom(page)).toBeGreaterThan(0);
  });

  test('hides when following a link to a heading anchor', async () => {
    const {page} = await open(LONG_DOC);
    const tocLink = page.locator('.table-of-contents a').nth(3);
    await tocLink.click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).not.toBe('');
    await expect.poll(() => navbarBottom(page)).toBeLessThanOrEqual(0);
  });
});

describe('mobile drawer', () => {
  test('opens the doc sidebar with a way back to the main menu, locks scrolling, closes on desktop width', async () => {
    const {page} = await open(LONG_DOC, {viewport: MOBILE});
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect.poll(() => page.locator('nav.navbar').getAttribute('class')).toContain('navbar-sidebar--show');
    await expect.poll(() => sidebar.getByRole('button', {name: '← Back to main menu'}).isVisible()).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await screenshot(page, 'mobile-drawer-light-390');
    await sidebar.getByRole('button', {name: '← Back to main menu'}).click();
    await expect.poll(() => sidebar.getByRole('link', {name: 'Integrations'}).isVisible()).toBe(true);
    await page.setViewportSize(DESKTOP);
    await expect.poll(() => page.locator('nav.navbar').getAttribute('class')).not.toContain('navbar-sidebar--show');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });
});

describe('table of contents and heading anchors', () => {
  test('the TOC lists exactly the h2, h3 and h4 headings of the page', async () => {
    const withH4 = findBuiltPageWith('<h4');
    const {page} = await open(withH4);
    const headingIds = await page.$$eval('article .markdown :is(h2,h3,h4)[id]', (nodes) => nodes.map((n) => n.id));
    const deeperIds = await page.$$eval('article .markdown :is(h5,h6)[id]', (nodes) => nodes.map((n) => n.id));
    const tocIds = await page.$$eval('.theme-doc-toc-desktop a', (links) => links.map((a) => decodeURIComponent(new URL((a as HTMLAnchorElement).href).hash.slice(1))));
    expect(headingIds.some((id) => tocIds.includes(id))).toBe(true);
    expect(tocIds).toEqual(headingIds);
    expect(tocIds.filter((id) => deeperIds.includes(id))).toEqual([]);
  });

  test('every heading carries a link titled "Direct link to {heading}"', async () => {
    const {page} = await open(LONG_DOC);
    const headings = await page.$$eval('article .markdown :is(h2,h3,h4)', (nodes) =>
      nodes.map((node) => ({
        text: Array.from(node.childNodes).filter((child) => !(child instanceof HTMLAnchorElement)).map((child) => child.textContent).join('').replace(/\u200b/g, '').trim(),
        title: node.querySelector('a.hash-link')?.getAttribute('title') ?? null,
        href: node.querySelector('a.hash-link')?.getAttribute('href') ?? null,
        id: node.id,
      })),
    );
    expect(headings.length).toBeGreaterThan(3);
    for (const heading of headings) {
      expect(heading.title).toBe(`Direct link to ${heading.text}`);
      expect(heading.href).toBe(`#${heading.id}`);
    }
  });
});

describe('first paint', () => {
  test('the page is on screen before the site code starts, and the code then hydrates it', async () => {
    const {page, context} = await open('/');
    await context.addInitScript(() => {
      // Docusaurus sets window.docusaurus as its entry code starts.
      let value: unknown;
      Object.defineProperty(window, 'docusaurus', {
        configurable: true,
        get: () => value,
        set: (next) => {
          value = next;
          (window as unknown as {codeStartedAt: number}).codeStartedAt = performance.now();
        },
      });
    });
    await gotoHydrated(page, LONG_DOC);
    const {paintedAt, codeStartedAt} = await page.evaluate(() => ({
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      codeStartedAt: (window as unknown as {codeStartedAt?: number}).codeStartedAt,
    }));
    expect(paintedAt).toBeGreaterThan(0);
    expect(codeStartedAt).toBeGreaterThanOrEqual(paintedAt!);
  });

  test('the HTML preloads the entry scripts at low priority and runs none of them from a script tag', () => {
    const html = fs.readFileSync(path.join(buildDir(), 'getting-started', 'concepts', 'index.html'), 'utf8');
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    const preloads = html.match(/<link rel="?preload"? as="?script"? fetchpriority="?low"? href="?[^\s">]+\.js"?>/g) ?? [];
    expect(preloads.map((link) => link.replace(/^.*\/(runtime~main|main)\.\w+\.js.*$/, '$1'))).toEqual(['runtime~main', 'main']);
  });
});

describe('loading', () => {
  test('a slow navigation shows the progress bar and keeps the old page until the new one is ready', async () => {
    // Data-saver turns prefetching off, so the next page's code is fetched on the
    // click, through the slow route, and not already in the cache.
    const {page, context} = await open('/', {});
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {value: {effectiveType: '4g', saveData: true}, configurable: true});
    });
    await gotoHydrated(page, '/getting-started/quickstart');
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const oldTitle = await page.locator('h1').textContent();
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Installing Dagster'}).click();
    await page.waitForSelector('#nprogress .bar', {state: 'attached', timeout: 5000});
    expect(await page.locator('h1').textContent(), 'old page stays while loading').toBe(oldTitle);
    await page.waitForURL('**/getting-started/installation');
    await expect.poll(() => page.locator('h1').textContent(), {timeout: 10_000}).toBe('Installing Dagster');
  });

  test('a page whose code fails to load shows the error and a Retry that recovers', async () => {
    const {page, context} = await open('/');
    let failing = true;
    await context.route('**/assets/js/*.js', (route) => {
      const name = new URL(route.request().url()).pathname;
      if (failing && !/\/(runtime~main|main)\.[\w]+\.js$/.test(name)) return route.abort('failed');
      return route.continue();
    });
    await page.goto('/getting-started/installation', {waitUntil: 'load'});
    const alert = page.getByRole('alert').filter({hasText: 'could not load'});
    await alert.waitFor({timeout: 10_000});
    expect(await alert.textContent()).toMatch(/Loading chunk|chunk/i);
    await screenshot(page, 'chunk-error-light-1280');
    failing = false;
    await alert.getByRole('button', {name: 'Retry'}).click();
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 15_000});
    expect(await page.getByRole('alert').filter({hasText: 'could not load'}).count()).toBe(0);
  });
});

describe('prefetching', () => {
  // Route code prefetched or preloaded for links; the page's own entry scripts are
  // preloaded by its HTML at low priority (src/config/ssr-template.ts) and do not count.
  const prefetchCount = (page: Page) => page.locator('link[rel="prefetch"], link[rel="preload"][as="script"]:not([fetchpriority="low"])').count();

  test('links in view are prefetched on a normal connection, from the files of the build', async () => {
    const {page} = await open('/getting-started/quickstart');
    await page.locator('nav.navbar').getByRole('link', {name: 'Integrations'}).hover();
    await expect.poll(() => prefetchCount(page)).toBeGreaterThan(0);
    // The runtime finds a route's files from its chunk names (renamed for the browser, see src/plugins/first-load-data).
    const hrefs = await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => !/^\/assets\/js\/[^/]+\.js$/.test(href) || !fs.existsSync(path.join(buildDir(), href)))).toEqual([]);
  });

  for (const connection of [{effectiveType: '2g', saveData: false}, {effectiveType: '4g', saveData: true}]) {
    test(`nothing is prefetched on ${connection.saveData ? 'data-saver' : 'a 2g connection'}`, async () => {
      const {page, context} = await open('/', {});
      await context.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', {value, configurable: true});
      }, connection);
      await gotoHydrated(page, '/getting-started/quickstart');
      await page.locator('nav.navbar').getByRole('link', {name: 'Integrations'}).hover();
      await page.waitForTimeout(1000);
      expect(await prefetchCount(page)).toBe(0);
    });
  }
});

function findBuiltPageWith(marker: string): string {
  const root = buildDir();
  const stack = [root];
  while (stack.length > 0) {
    const dir = stack.pop()!;
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'assets') stack.push(full);
      else if (entry.name === 'index.html' && fs.readFileSync(full, 'utf8').includes(marker)) {
        return '/' + path.relative(root, path.dirname(full)).split(path.sep).join('/');
      }
    }
  }
  throw new Error(`no built page contains ${marker}`);
}
