import {describe, expect, test} from 'vitest';
import type {Page} from 'playwright-core';
import {axeViolations} from './support/axe';
import {gotoHydrated, origin, screenshot} from './support/browser';
import {browserFixture} from './support/fixture';

const DOC = '/getting-started/installation';
const {open} = browserFixture();

const dataTheme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));

describe('colour mode', () => {
  test('defaults to light and follows a dark system preference', async () => {
    expect(await dataTheme((await open(DOC, {colorScheme: 'light'})).page)).toBe('light');
    expect(await dataTheme((await open(DOC, {colorScheme: 'dark'})).page)).toBe('dark');
  });

  test('the toggle persists the choice under "theme" and other tabs follow it', async () => {
    const {page, context} = await open(DOC, {colorScheme: 'light'});
    const otherTab = await context.newPage();
    await gotoHydrated(otherTab, '/');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect.poll(() => dataTheme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect.poll(() => dataTheme(otherTab)).toBe('dark');
    await page.reload();
    expect(await dataTheme(page)).toBe('dark');
  });

  for (const garbage of ['garbage', '"><img src=x>', '']) {
    test(`a stored value of ${JSON.stringify(garbage)} is ignored in favour of the system preference`, async () => {
      const {page, context, problems} = await open('/', {colorScheme: 'dark'});
      await context.addInitScript((value) => localStorage.setItem('theme', value), garbage);
      await page.goto(DOC);
      expect(await dataTheme(page), 'before hydration').toBe('dark');
      await page.waitForSelector('html[data-has-hydrated="true"]');
      expect(await dataTheme(page)).toBe('dark');
      expect(problems.messages).toEqual([]);
    });
  }

  test('blocked browser storage never breaks the page', async () => {
    const {page, context} = await open('/', {colorScheme: 'dark'});
    await context.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await gotoHydrated(page, DOC);
    expect(await dataTheme(page)).toBe('dark');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect.poll(() => dataTheme(page)).toBe('light');
    expect(await page.locator('h1').textContent()).toBe('Installing Dagster');
    expect(errors).toEqual([]);
  });
});

describe('docs version preference', () => {
  test('an unknown stored version is cleared', async () => {
    const {page, context} = await open('/');
    await context.addInitScript(() => localStorage.setItem('docs-preferred-version-default', 'no-such-version'));
    await gotoHydrated(page, DOC);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
  });
});

describe('crash screen', () => {
  test('shows "This page crashed.", the error and its cause, and Try again recovers', async () => {
    const {page, context} = await open('/');
    // Make a browser API the theme uses after hydration throw an error with a cause.
    await context.addInitScript(() => {
      localStorage.setItem('theme', 'light');
      const real = window.matchMedia.bind(window);
      (window as unknown as {crash: boolean}).crash = true;
      window.matchMedia = (query: string) => {
        if ((window as unknown as {crash: boolean}).crash && query.includes('prefers-color-scheme')) {
          throw new Error('Simulated crash', {cause: new Error('Root cause of the crash')});
        }
        return real(query);
      };
    });
    await page.goto(DOC);
    await page.getByText('This page crashed.').waitFor();
    const text = await page.locator('body').innerText();
    expect(text).toContain('Simulated crash');
    expect(text).toContain('Cause:');
    expect(text).toContain('Root cause of the crash');
    await screenshot(page, 'crash-light-1280');
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => {
      (window as unknown as {crash: boolean}).crash = false;
    });
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Installing Dagster');
  });
});

describe('base URL issue banner', () => {
  test('appears on the home page when its code cannot load, with the path shown as text', async () => {
    const {page, context} = await open('/');
    const homeHtml = await (await fetch(`${origin()}/`)).text();
    const hostile = '/<img src=x onerror="window.__xss=1">/';
    await context.route('**/*.js', (route) => route.abort('blockedbyclient'));
    await context.route((url) => url.pathname.startsWith('/%3Cimg'), (route) => route.fulfill({status: 200, contentType: 'text/html', body: homeHtml}));
    await page.goto(`${origin()}${encodeURI(hostile)}`, {waitUntil: 'load'});
    const banner = page.locator('#base-url-issue-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain('This site did not load properly.');
    expect(await page.locator('#base-url-issue-suggestion').textContent()).toBe(hostile);
    expect(await banner.locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
    await screenshot(page, 'base-url-banner-light-1280');
  });

  test('does not appear when the site loads', async () => {
    const {page} = await open('/');
    expect(await page.locator('#base-url-issue-banner').count()).toBe(0);
  });
});

describe('announcement bar', () => {
  test('is absent when none is configured', async () => {
    const {page} = await open('/');
    expect(await page.locator('div[role="banner"][class*="announcementBar"]').count()).toBe(0);
  });
});
