import {describe, expect, test} from 'vitest';
import type {Page} from 'playwright-core';
import {loadedScriptContains, screenshot} from './support/browser';
import {browserFixture} from './support/fixture';

// The search dialog's shell: how it opens, closes and loads. What it finds is
// the search engine's concern and is tested with it.
const {open} = browserFixture();
const DOC = '/getting-started/installation';
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const searchButton = (page: Page) => page.locator('nav.navbar').getByRole('button', {name: /^Search/});

/**
 * Opens a page with its scripts held back until `release()`: what the reader has before hydration is the
 * server's HTML (and its inline scripts).
 */
async function openBeforeHydration(path: string) {
  const opened = await open(path);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await opened.context.route(/\/assets\/js\/.*\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await opened.page.goto(opened.page.url(), {waitUntil: 'commit'});
  await opened.page.locator('nav.navbar').waitFor();
  return {...opened, release: () => release()};
}

describe('search dialog', () => {
  test('its code is not downloaded with the page, only on intent', async () => {
    const {page} = await open(DOC);
    expect(await loadedScriptContains(page, 'DocSearch-Modal')).toBe(false);
    await searchButton(page).hover();
    await expect.poll(() => loadedScriptContains(page, 'DocSearch-Modal'), {timeout: 10_000}).toBe(true);
  });

  test('Ctrl+K opens it with the specified input; Escape closes it and focus returns to the button', async () => {
    const {page, problems} = await open(DOC);
    await page.keyboard.press('Control+k');
    await modal(page).waitFor();
    const input = page.locator('.DocSearch-Input');
    expect(await input.getAttribute('placeholder')).toBe('Search docs');
    expect(await input.getAttribute('maxlength')).toBe('64');
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Input'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => modal(page).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Button'))).toBe(true);
    expect(problems.messages).toEqual([]);
  });

  test('"/" opens it, but not while typing in a field', async () => {
    const {page} = await open(DOC);
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.id = 'probe';
      document.querySelector('article')?.prepend(field);
    });
    await page.locator('#probe').focus();
    await page.keyboard.press('/');
    expect(await page.locator('#probe').inputValue()).toBe('/');
    expect(await modal(page).count()).toBe(0);
    await page.locator('#probe').blur();
    await page.keyboard.press('/');
    await modal(page).waitFor();
  });

  test('a key typed on the focused button opens it with that key as the query', async () => {
    const {page} = await open(DOC);
    await searchButton(page).focus();
    await page.keyboard.press('a');
    await modal(page).waitFor();
    await expect.poll(() => page.locator('.DocSearch-Input').inputValue()).toBe('a');
  });

  test('clicking the button opens it; with no query it shows no recent searches', async () => {
    const {page} = await open(DOC);
    await searchButton(page).click();
    await modal(page).waitFor();
    expect(await modal(page).innerText()).toContain('No recent searches');
  });

  test('the shortcut answers before hydration: a focused field at once, every key typed kept, then the dialog with the query', async () => {
    const {page, problems, release} = await openBeforeHydration(DOC);
    expect(await page.evaluate(() => document.documentElement.dataset.hasHydrated)).not.toBe('true');
    await page.keyboard.press('Control+k');
    const shellInput = page.locator('.search-shell-input');
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('search-shell-input'))).toBe(true);
    expect(await shellInput.getAttribute('aria-label')).toBe('Search docs');
    await page.keyboard.type('sched');
    expect(await shellInput.inputValue()).toBe('sched');
    await screenshot(page, 'search-shell-before-hydration-light-1280');
    release();
    // The keys typed while the dialog loads go on into the same query.
    await page.keyboard.type('ule', {delay: 40});
    await expect.poll(() => page.locator('.DocSearch-Input').inputValue().catch(() => null), {timeout: 20_000}).toBe('schedule');
    await expect.poll(() => shellInput.count()).toBe(0);
    await page.locator('.DocSearch-Hit').first().waitFor({timeout: 15_000});
    expect(problems.messages.filter((message) => message.startsWith('pageerror'))).toEqual([]);
  });

  test('before hydration, Escape closes the shell and no dialog follows', async () => {
    const {page, release} = await openBeforeHydration(DOC);
    await page.keyboard.press('Control+k');
    await page.locator('.search-shell-input').waitFor();
    await page.keyboard.press('Escape');
    expect(await page.locator('.search-shell-input').count()).toBe(0);
    release();
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
    await page.waitForTimeout(500);
    expect(await modal(page).count()).toBe(0);
  });
});
