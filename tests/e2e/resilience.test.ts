import fs from 'node:fs';
import path from 'node:path';
import {afterAll, afterEach, beforeAll, describe, expect, test} from 'vitest';
import type {Page} from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import {startNginx, type NginxServer} from '../../scripts/lib/nginx';
import {MOBILE, buildDir, gotoHydrated, origin, screenshot} from './support/browser';
import {browserFixture, type Opened} from './support/fixture';
import {AXE_TAGS} from './support/axe';
import {createDeployableSite, type DeployableSite} from './support/redeploy';

// The brief's page to start from.
const START = '/getting-started/quickstart';
const START_TITLE = 'Build your first Dagster project';
// A page of another kind (an integration page), linked from a page that does not load its code.
const PRELOAD_START = '/getting-started/installation';
const PRELOADED_PAGE = '/integrations/libraries/slack';
const preloadedPageTitle = () => /<h1[^>]*>([^<]+)/.exec(fs.readFileSync(path.join(buildDir(), PRELOADED_PAGE, 'index.html'), 'utf8'))?.[1];
// Beside the global setup's two nginx servers (E2E_PORT and E2E_PORT + 1): a run uses three ports.
const DEPLOY_PORT = Number(process.env.E2E_PORT ?? 4173) + 2;

const {open} = browserFixture();

const h1 = (page: Page) => page.locator('h1').first().textContent();
const crashed = (page: Page) => page.getByText('This page crashed.').count();
const pageErrors = ({problems}: Opened) => problems.messages.filter((message) => message.startsWith('pageerror'));
const injected = (page: Page) => page.evaluate(() => (window as unknown as {__xss?: unknown}).__xss);

/**
 * A sidebar link to a page whose code has not been fetched: the first link
 * inside a collapsed category (hidden links are never prefetched), shown by
 * the category's expand button.
 */
async function expandCollapsedCategory(page: Page): Promise<{href: string; title: string}> {
  const expand = page.locator('.theme-doc-sidebar-menu button[aria-expanded="false"]:visible').first();
  const categoryHref = await expand.evaluate((button) => button.parentElement?.querySelector('a')?.getAttribute('href') ?? '');
  await expand.click();
  const link = page.locator(`.theme-doc-sidebar-menu li:has(> div > a[href="${categoryHref}"]) > ul a.menu__link[href]`).first();
  await link.waitFor();
  const href = (await link.getAttribute('href')) ?? '';
  const html = fs.readFileSync(path.join(buildDir(), href, 'index.html'), 'utf8');
  const title = /<h1[^>]*>([^<]+)/.exec(html)?.[1] ?? '';
  expect(title, `a title in the built page of ${href}`).not.toBe('');
  return {href, title};
}

describe('a deploy while the site is open', () => {
  let site: DeployableSite;
  let server: NginxServer;
  let deployed = false;

  beforeAll(async () => {
    site = createDeployableSite(buildDir());
    server = await startNginx(site.root, DEPLOY_PORT);
  });
  // nginx restarts with each swap, as after a real deploy: an open-file cache
  // would otherwise keep serving files the swap removed.
  async function restartServer(): Promise<void> {
    await server.stop();
    server = await startNginx(site.root, DEPLOY_PORT);
  }
  afterEach(async () => {
    if (!deployed) return;
    site.rollBack();
    deployed = false;
    await restartServer();
  });
  afterAll(async () => {
    await server?.stop();
    site?.remove();
  });

  /**
   * Opens PRELOAD_START on the old deploy and preloads the other page's route code
   * (as hovering its link does), then deploys.
   */
  async function openPreloadThenDeploy(): Promise<Opened> {
    const opened = await open(PRELOAD_START, {baseURL: server.origin});
    await opened.page.locator(`article a[href="${PRELOADED_PAGE}"]`).first().hover();
    await opened.page.waitForLoadState('networkidle');
    // On a loaded machine the hover's preload can still be under way when the network looks
    // idle; Docusaurus's own preload of the same route joins it and resolves once every chunk
    // of the route is in memory (at once, with no request, when the hover already loaded them).
    await opened.page.evaluate((route) => (window as unknown as {docusaurus: {preload: (path: string) => Promise<unknown>}}).docusaurus.preload(route), PRELOADED_PAGE);
    site.deploy();
    deployed = true;
    await restartServer();
    return opened;
  }

  /** Opens the start page on the old deploy, then deploys renamed chunks under it. */
  async function openThenDeploy(start = START): Promise<Opened> {
    const opened = await open(start, {baseURL: server.origin});
    site.deploy();
    deployed = true;
    await restartServer();
    return opened;
  }

  test('a page whose code was preloaded before the deploy opens from that code: no crash, no reload', async () => {
    const opened = await openPreloadThenDeploy();
    const {page} = opened;
    const oldRuntime = [...site.renamed.keys()].find((name) => name.startsWith('runtime~main.'));
    expect((await fetch(`${server.origin}/assets/js/${oldRuntime}`)).status, 'the old chunks are gone').toBe(404);

    await page.evaluate(() => ((window as unknown as {beforeDeploy: boolean}).beforeDeploy = true));
    await page.locator(`article a[href="${PRELOADED_PAGE}"]`).first().click();
    // Its route code is in memory and it renders no lazily loaded code (the integration logo
    // comes with the page's data), so it needs nothing the deploy removed.
    await expect.poll(() => h1(page)).toBe(preloadedPageTitle());
    expect(await page.evaluate(() => 'beforeDeploy' in window), 'no full load').toBe(true);
    expect(await crashed(page)).toBe(0);
    expect(pageErrors(opened)).toEqual([]);
  });

  test('an unvisited page whose code was renamed loads in full, once, with a warning', async () => {
    const opened = await openThenDeploy();
    const {page} = opened;
    const target = await expandCollapsedCategory(page);
    await page.evaluate(() => ((window as unknown as {beforeDeploy: boolean}).beforeDeploy = true));
    await page.locator(`.theme-doc-sidebar-menu a[href="${target.href}"]`).click();
    await expect.poll(() => page.evaluate(() => 'beforeDeploy' in window), {timeout: 15_000}).toBe(false);
    await expect.poll(() => h1(page)).toBe(target.title);
    const targetUrl = `${server.origin}${target.href}`;
    expect(await page.evaluate((url) => sessionStorage.getItem(`chunk-error-full-load:${url}`), targetUrl), 'the full load is recorded').not.toBeNull();
    expect(opened.problems.messages.some((message) => message.startsWith('console.warning') && message.includes('ChunkLoadError'))).toBe(true);
    expect(await crashed(page)).toBe(0);
    expect(pageErrors(opened)).toEqual([]);
  });

  test('when the full load was already spent, the page stays and the notice offers Retry', async () => {
    const opened = await openThenDeploy();
    const {page} = opened;
    const target = await expandCollapsedCategory(page);
    const targetUrl = `${server.origin}${target.href}`;
    await page.evaluate((url) => sessionStorage.setItem(`chunk-error-full-load:${url}`, String(Date.now())), targetUrl);
    // This tab already spent its full load of the target.
    await page.locator(`.theme-doc-sidebar-menu a[href="${target.href}"]`).click();
    const notice = page.locator('#chunk-load-error');
    await notice.waitFor();
    expect(await notice.getAttribute('role')).toBe('alert');
    expect(await notice.getByRole('button', {name: 'Retry'}).count()).toBe(1);
    expect(await h1(page), 'the old page stays').toBe(START_TITLE);
    await notice.getByRole('button', {name: 'Retry'}).click();
    await expect.poll(() => h1(page), {timeout: 15_000}).toBe(target.title);
    expect(pageErrors(opened)).toEqual([]);
  });
});

describe('a first load whose page code fails', () => {
  test('shows the chunk-load notice with Retry focused, and Retry loads the page', async () => {
    const opened = await open('/');
    const {page} = opened;
    const pageCode = /\/assets\/js\/(?!runtime|main)[^/]+\.js$/;
    await page.route(pageCode, (route) => route.fulfill({status: 404, body: ''}));
    await page.goto(START);
    const notice = page.locator('#chunk-load-error');
    await notice.waitFor();
    expect(await notice.getAttribute('role')).toBe('alert');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Retry');
    await page.unroute(pageCode);
    await page.keyboard.press('Enter');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(await h1(page)).toBe(START_TITLE);
    expect(await notice.count()).toBe(0);
  });
});

describe('offline', () => {
  test('a link followed offline keeps the page, says so, and opens when back online', async () => {
    const opened = await open(START);
    const {page, context} = opened;
    const target = await expandCollapsedCategoryOffline(opened);
    await page.locator(`.theme-doc-sidebar-menu a[href="${target.href}"]`).click();
    const notice = page.getByRole('status').filter({hasText: 'You are offline.'});
    await notice.waitFor();
    expect(await h1(page), 'the current page stays').toBe(START_TITLE);
    expect(await crashed(page)).toBe(0);
    await screenshot(page, 'offline-notice-light-1280');
    expect(await offlineNoticeViolations(page)).toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => h1(page), {timeout: 15_000}).toBe(target.title);
    expect(await crashed(page)).toBe(0);
    expect(pageErrors(opened)).toEqual([]);
  });

  test('the notice is dismissed with Escape, and fits a phone in dark mode', async () => {
    const opened = await open(START, {viewport: MOBILE, colorScheme: 'dark'});
    const {page, context} = opened;
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const {href} = await expandCollapsedCategoryOffline(opened);
    await page.locator(`.theme-doc-sidebar-menu a[href="${href}"]`).click();
    const notice = page.getByText('You are offline.');
    await notice.waitFor();
    const box = await page.locator('#offline-notice > div').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= MOBILE.width, 'inside the phone screen').toBe(true);
    await screenshot(page, 'offline-notice-dark-390');
    expect(await offlineNoticeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => notice.count()).toBe(0);
    expect(await h1(page)).toBe(START_TITLE);
    await context.setOffline(false);
    await expect.poll(() => page.evaluate(() => window.location.pathname), {timeout: 15_000}).toBe(href);
    expect(await crashed(page)).toBe(0);
    expect(pageErrors(opened)).toEqual([]);
  });
});

/** axe on the notice alone: the pages themselves are checked by the crawl tests. */
async function offlineNoticeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page}).withTags(AXE_TAGS).include('#offline-notice').analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

/** Goes offline, then opens a collapsed category: its links' code was never fetched. */
async function expandCollapsedCategoryOffline({page, context}: Opened): Promise<{href: string; title: string}> {
  await context.setOffline(true);
  return expandCollapsedCategory(page);
}

describe('hostile input', () => {
  test('storage whose methods throw: pages, navigation and the colour toggle still work', async () => {
    const opened = await open('/');
    const {page, context} = opened;
    await context.addInitScript(() => {
      const fail = () => {
        throw new DOMException('Storage is disabled.', 'SecurityError');
      };
      for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
        Object.defineProperty(Storage.prototype, method, {value: fail, configurable: true});
      }
    });
    await gotoHydrated(page, START);
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    const target = await expandCollapsedCategory(page);
    await page.locator(`.theme-doc-sidebar-menu a[href="${target.href}"]`).click();
    await expect.poll(() => h1(page)).toBe(target.title);
    expect(await crashed(page)).toBe(0);
    expect(pageErrors(opened)).toEqual([]);
  });

  test('script payloads in the hash never run, on load or on a hash change', async () => {
    const opened = await open(START);
    const {page} = opened;
    const payloads = ['#<img src=x onerror="window.__xss=1">', '#"><script>window.__xss=1</script>', '#javascript:window.__xss=1', "#');window.__xss=1;('"];
    for (const payload of payloads) {
      await gotoHydrated(page, START + payload);
      expect(await h1(page)).toBe(START_TITLE);
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, payload);
      await page.waitForTimeout(100);
      expect(await injected(page), payload).toBeUndefined();
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      expect(await crashed(page)).toBe(0);
    }
    expect(pageErrors(opened)).toEqual([]);
  });
});

describe('unusual addresses', () => {
  test('repeated slashes served as the page (a plain static host) render the page, cleaned, without a hydration error', async () => {
    const opened = await open('/');
    const {page} = opened;
    const html = fs.readFileSync(path.join(buildDir(), START, 'index.html'), 'utf8');
    // What a static host that collapses slashes when mapping to files answers (nginx redirects instead).
    await page.route((url) => url.pathname.includes('//'), (route) => route.fulfill({status: 200, contentType: 'text/html', body: html}));
    await gotoHydrated(page, `${origin()}/getting-started//quickstart?x=1#prerequisites`);
    expect(await h1(page)).toBe(START_TITLE);
    expect(await page.evaluate(() => window.location.pathname + window.location.search + window.location.hash)).toBe(`${START}?x=1#prerequisites`);
    expect(await page.getByText('Page not found').count()).toBe(0);
    expect(opened.problems.messages.filter((message) => /#41[89]|#42[1-5]|hydrat|onRecoverableError/i.test(message))).toEqual([]);
    expect(pageErrors(opened)).toEqual([]);
  });

  test('repeated slashes, unicode, right-to-left and 4,000-character paths through nginx: the page or the 404 page, no crash', async () => {
    const opened = await open(START);
    const {page} = opened;
    const cases = [
      ['/getting-started//quickstart', START_TITLE],
      ['//getting-started/quickstart', START_TITLE],
      ['/getting-started/%C3%BCn%C3%AFc%C3%B8d%C3%A9-%E9%A1%B5%E9%9D%A2-%F0%9F%98%80', 'Page not found'],
      ['/%D8%B5%D9%81%D8%AD%D8%A9', 'Page not found'],
      [`/${'very-long-segment/'.repeat(222)}end`, 'Page not found'],
    ] as const;
    for (const [address, title] of cases) {
      await gotoHydrated(page, `${origin()}${address}`);
      expect(await h1(page), address.slice(0, 60)).toBe(title);
      expect(await crashed(page)).toBe(0);
    }
    expect(pageErrors(opened)).toEqual([]);
  });
});
