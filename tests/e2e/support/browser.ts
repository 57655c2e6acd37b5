import fs from 'node:fs';
import path from 'node:path';
import type {Browser, BrowserContext, BrowserContextOptions, Page} from 'playwright-core';
import {inject} from 'vitest';
import {launchChromium} from '../../../scripts/lib/chromium';
// In its own file so scripts (bench:crawl) can use it without Vitest.
export {settleTransitions} from './transitions';

export const ARTIFACTS_DIR = path.resolve(__dirname, '..', '..', '..', 'test-results');

export const DESKTOP = {width: 1280, height: 800} as const;
export const MOBILE = {width: 390, height: 844} as const;

export function origin(): string {
  return inject('origin');
}

export function buildDir(): string {
  return inject('buildDir');
}

export function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({viewport: DESKTOP, baseURL: origin(), ...options});
}

export interface ConsoleProblems {
  messages: string[];
}

/**
 * Records console errors and warnings, uncaught exceptions and failed
 * same-origin requests: a page that logs any of them fails its test.
 */
export function watchConsole(page: Page): ConsoleProblems {
  const problems: ConsoleProblems = {messages: []};
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.messages.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.messages.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    // ERR_ABORTED is a request cancelled by navigating away, not a failure.
    const aborted = request.failure()?.errorText === 'net::ERR_ABORTED';
    if (request.url().startsWith(origin()) && !aborted) {
      problems.messages.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
    }
  });
  return problems;
}

/** Docusaurus sets data-has-hydrated on <html> once React has hydrated. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS_DIR, {recursive: true});
  await page.screenshot({path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage: false});
}

/** Paths of the sitemap, mapped from the production host to the test server. */
export function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(buildDir(), 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
}

/** Whether any script the page has downloaded so far contains the marker text. */
export async function loadedScriptContains(page: Page, marker: string): Promise<boolean> {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  const bodies = await Promise.all(scripts.map((url) => fetch(url).then((response) => response.text())));
  return bodies.some((body) => body.includes(marker));
}
