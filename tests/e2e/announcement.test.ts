import {describe, expect, inject, test} from 'vitest';
import {gotoHydrated, screenshot} from './support/browser';
import {browserFixture} from './support/fixture';

// Served from build-variants/, built with DOCS_ANNOUNCEMENT_ID=e2e-announcement-2 (package.json's build:variants).
const {open} = browserFixture();
// The classic theme gives the bar no stable class; it is the banner that holds the text.
const bar = 'div[role="banner"][class*="announcementBar"]';

describe('announcement bar (when configured)', () => {
  test('shows the text, dismisses, and stays dismissed after a reload', async () => {
    const {page, problems} = await open(`${inject('announcementOrigin')}/getting-started/installation`);
    await expect.poll(() => page.locator(bar).isVisible()).toBe(true);
    expect(await page.locator(bar).innerText()).toContain('Dagster 1.10.11 is out: read the changelog.');
    await screenshot(page, 'announcement-light-1280');
    await page.locator(bar).getByRole('button', {name: 'Close'}).click();
    await expect.poll(() => page.locator(bar).isVisible()).toBe(false);
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(await page.locator(bar).isVisible()).toBe(false);
    expect(problems.messages).toEqual([]);
  });

  test('a reader who dismissed an older announcement sees the new one', async () => {
    const {page, context} = await open(`${inject('announcementOrigin')}/`);
    await context.addInitScript(() => {
      localStorage.setItem('docusaurus.announcement.id', 'e2e-announcement-1');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await gotoHydrated(page, `${inject('announcementOrigin')}/getting-started/installation`);
    await expect.poll(() => page.locator(bar).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe('e2e-announcement-2');
  });

  test('a garbage dismissal value does not break the page', async () => {
    const {page, context, problems} = await open(`${inject('announcementOrigin')}/`);
    await context.addInitScript(() => {
      localStorage.setItem('docusaurus.announcement.id', '{"not": "an id"');
      localStorage.setItem('docusaurus.announcement.dismiss', 'maybe');
    });
    await gotoHydrated(page, `${inject('announcementOrigin')}/getting-started/installation`);
    expect(await page.locator('h1').textContent()).toBe('Installing Dagster');
    expect(problems.messages).toEqual([]);
  });
});
