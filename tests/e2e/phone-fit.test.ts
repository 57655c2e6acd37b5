import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import type {Browser, Page} from 'playwright-core';
import {launchBrowser, MOBILE, newContext, screenshot, sitemapPaths} from './support/browser';

/*
 * The phone width of the other browser tests. Not yet 320 px: there four CLI
 * flags (`--use-python-environment-entry-point` and three with a metavar) are
 * still up to 34 px wider than the column.
 */
const PHONE = MOBILE;
const TABS = 3;

/**
 * What a reader of a phone would find cut off or pushed off screen, on
 * the page as the server sends it. Scripts are not loaded: every rule checked
 * here is the server's markup and the stylesheets (a table's data-stack, a
 * parameter name's break points, the breadcrumbs' CSS), and hydration must
 * not change the markup, so the check costs a page load without a bundle.
 */
function phoneSlips(): string[] {
  const slips: string[] = [];
  const describe = (element: Element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}"`;
  if (document.documentElement.scrollWidth > window.innerWidth) slips.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide`);
  // A table stacks or fits: its scroller never hides part of it.
  for (const table of Array.from(document.querySelectorAll('article table'))) {
    const scroller = table.parentElement!;
    if (scroller.scrollWidth > scroller.clientWidth + 1) slips.push(`table scrolls by ${scroller.scrollWidth - scroller.clientWidth} px: ${describe(table)}`);
  }
  // A parameter name or flag of the API reference stays inside the column.
  const column = document.querySelector('article .markdown');
  const right = column?.getBoundingClientRect().right ?? window.innerWidth;
  for (const name of Array.from(document.querySelectorAll('article .api-params > li > code'))) {
    const overflow = name.getBoundingClientRect().right - right;
    if (overflow > 1) slips.push(`parameter name past the column by ${Math.round(overflow)} px: ${describe(name)}`);
  }
  // A breadcrumb shows its whole name: none is cut by an ellipsis or hidden overflow.
  for (const crumb of Array.from(document.querySelectorAll<HTMLElement>('.breadcrumbs__link'))) {
    if (!crumb.checkVisibility()) continue;
    if (crumb.scrollWidth > crumb.clientWidth + 1 || crumb.scrollHeight > crumb.clientHeight + 1) slips.push(`breadcrumb cut: ${describe(crumb)}`);
  }
  return slips;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function phonePage(): Promise<Page> {
  const context = await newContext(browser, {viewport: PHONE});
  // Only the first-paint markup is checked (see phoneSlips): no bundle.
  await context.route(/\.js(\?|$)/, (route) => route.abort());
  return context.newPage();
}

describe('nothing is cut off or pushed off screen on a 390 px phone', () => {
  test('every page of the sitemap: no sideways page, every table stacked or fitting, every API parameter name inside the column, every breadcrumb whole', async () => {
    const paths = sitemapPaths();
    expect(paths.length).toBeGreaterThan(400);
    const pages = await Promise.all(Array.from({length: TABS}, phonePage));
    const slips: string[] = [];
    let next = 0;
    await Promise.all(
      pages.map(async (page) => {
        while (next < paths.length) {
          const path = paths[next++]!;
          await page.goto(path, {waitUntil: 'load'});
          await page.evaluate(() => document.fonts.ready);
          slips.push(...(await page.evaluate(phoneSlips)).map((slip) => `${path}: ${slip}`));
        }
      }),
    );
    expect(slips).toEqual([]);
    // The pages that showed each slip before it was fixed, for a look.
    const shown = [
      ['table', '/api/python-api/execution', 'article table'],
      ['parameter', '/api/python-api/partitions', 'article .api-long-term'],
      ['breadcrumbs', '/dagster-plus/features/authentication-and-access-control/rbac/', '.breadcrumbs'],
    ] as const;
    for (const [name, path, selector] of shown) {
      await pages[0]!.goto(path, {waitUntil: 'load'});
      await pages[0]!.locator(selector).first().evaluate((element) => element.scrollIntoView({block: 'center'}));
      await screenshot(pages[0]!, `phone-fit-${name}-light-390`);
    }
  }, 1_200_000);
});
