import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import * as cheerio from 'cheerio';
import type {Page} from 'playwright-core';
import {MOBILE, buildDir, screenshot} from './support/browser';
import {browserFixture, openDialog} from './support/fixture';
import {readIntegrations, readTags} from '../../src/integrations/catalog';

const {open} = browserFixture();
const FOLD = {width: 1280, height: 900} as const;
const INTEGRATIONS = '/integrations/libraries';
const DEEP_GUIDE = '/guides/deploy/deployment-options/kubernetes/migrating-while-upgrading';
const HOME_CARDS = ['Quickstart', 'ETL pipeline tutorial', 'Guides', 'Integrations', 'Dagster+', 'API reference', 'Examples'];

/** Pages and folders directly under docs/integrations/libraries: the cards the grid must show. */
function integrationCount(): number {
  const dir = path.resolve(__dirname, '..', '..', 'docs', 'integrations', 'libraries');
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .filter((entry) => (entry.isDirectory() ? fs.existsSync(path.join(dir, entry.name, 'index.mdx')) : entry.name.endsWith('.mdx') && entry.name !== 'index.mdx')).length;
}

const DOCS = path.resolve(__dirname, '..', '..', 'docs');
const gridCards = (page: Page) => page.locator('[data-integration]');
const liveCount = (page: Page) => page.getByRole('status').filter({hasText: 'integrations'}).textContent();

describe('home page', () => {
  test('routes a reader at a glance: every card above the fold at 1280×900', async () => {
    const {page, problems} = await open('/', {viewport: FOLD});
    for (const title of HOME_CARDS) {
      // The first match is the card; the prose below the cards links some pages again.
      const card = page.locator('main').getByRole('link', {name: title, exact: true}).first();
      const box = await card.boundingBox();
      expect(box, title).not.toBeNull();
      expect(box!.y + box!.height, `${title} card bottom`).toBeLessThanOrEqual(FOLD.height);
    }
    await screenshot(page, 'reading-home-light-1280');
    expect(problems.messages).toEqual([]);
  });

  test('the tutorial card leads to the tutorial', async () => {
    const {page} = await open('/', {viewport: FOLD});
    // The first match is the card; the prose below links the tutorial again.
    await page.locator('main').getByRole('link', {name: 'ETL pipeline tutorial', exact: true}).first().click();
    await expect.poll(() => new URL(page.url()).pathname.replace(/\/$/, '')).toBe('/etl-pipeline-tutorial');
  });
});

describe('integrations landing', () => {
  test('every card shows its category icon drawn and its categories named, its whole description, and no brand mark or letter tile', async () => {
    const {page} = await open(INTEGRATIONS);
    const total = integrationCount();
    expect(await gridCards(page).count()).toBe(total);
    const labels = new Map(readTags(DOCS).map((tag) => [tag.key, tag.label]));
    const expected = new Map(readIntegrations(DOCS).map((entry) => [entry.slug, {label: entry.label, categories: entry.categories.map((key) => labels.get(key)).join(' · '), description: entry.description}]));
    const cards = await gridCards(page).evaluateAll((items) =>
      items.map((card) => {
        const icon = card.querySelector('[data-category-icon] svg');
        const box = icon?.getBoundingClientRect();
        const description = card.querySelector('p:last-child') as HTMLElement;
        return {
          slug: card.getAttribute('data-integration')!,
          drawn: Boolean(box && box.width >= 16 && icon!.querySelectorAll('path, rect, circle, ellipse, line').length > 0),
          stroke: icon ? getComputedStyle(icon).stroke : '',
          categories: card.querySelector('p')!.textContent,
          description: description.textContent,
          descriptionClipped: description.scrollHeight > description.clientHeight + 1 || getComputedStyle(description).textOverflow === 'ellipsis',
          // Nothing else is drawn or written on the card: no brand mark, no letter tile.
          text: card.textContent,
          graphics: card.querySelectorAll('svg, img').length,
        };
      }),
    );
    for (const card of cards) {
      expect(card.drawn, card.slug).toBe(true);
      expect(card.stroke, card.slug).toMatch(/^rgb/);
      expect(card.categories, card.slug).toBe(expected.get(card.slug)!.categories);
      expect(card.description, card.slug).toBe(expected.get(card.slug)!.description);
      expect(card.descriptionClipped, card.slug).toBe(false);
      expect(card.text, card.slug).toBe(`${expected.get(card.slug)!.label}${expected.get(card.slug)!.categories}${expected.get(card.slug)!.description}`);
      expect(card.graphics, card.slug).toBe(1);
    }
    // The grid comes before the prose sections.
    const gridTop = (await page.locator('[data-integration]').first().boundingBox())!.y;
    const proseTop = (await page.locator('#what-an-integration-library-provides').boundingBox())!.y;
    expect(gridTop).toBeLessThan(proseTop);
    await screenshot(page, 'reading-integrations-light-1280');
  });

  test('typing filters the grid and the live region says how many remain', async () => {
    const {page} = await open(INTEGRATIONS);
    const total = integrationCount();
    const input = page.getByLabel('Filter integrations');
    await input.fill('snowfl');
    await expect.poll(() => gridCards(page).count()).toBe(1);
    expect(await gridCards(page).first().getAttribute('data-integration')).toBe('snowflake');
    expect(await liveCount(page)).toBe(`1 of ${total} integrations`);
    await input.fill('zzzz-no-such-tool');
    await expect.poll(() => gridCards(page).count()).toBe(0);
    expect(await page.getByText('No integration matches').isVisible()).toBe(true);
    await input.fill('');
    await expect.poll(() => gridCards(page).count()).toBe(total);
  });

  test('a tag button narrows the grid to that tag, and pressing it again clears it', async () => {
    const {page} = await open(INTEGRATIONS);
    const alerting = page.getByRole('group', {name: 'Filter by tag'}).getByRole('button', {name: 'Alerting'});
    await alerting.click();
    expect(await alerting.getAttribute('aria-pressed')).toBe('true');
    const shown = await gridCards(page).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-integration')));
    expect(shown).toContain('slack');
    expect(shown).toContain('pagerduty');
    expect(shown).not.toContain('snowflake');
    await alerting.click();
    await expect.poll(() => gridCards(page).count()).toBe(integrationCount());
  });

  test('the breadcrumb names the section like its title', async () => {
    const {page} = await open(`${INTEGRATIONS}/slack`);
    const crumbs = await page.locator('.breadcrumbs__item').allTextContents();
    expect(crumbs.join(' / ')).toContain('Integrations');
    expect(crumbs.join(' / ')).not.toContain('Libraries');
  });

  test('an integration page names its categories above the title, with the first category icon, in the server HTML too', async () => {
    const html = fs.readFileSync(path.join(buildDir(), 'integrations/libraries/aws/s3/index.html'), 'utf8');
    const line = cheerio.load(html)('article [data-integration-categories]');
    expect(line.length).toBe(1);
    expect(line.text()).toBe('Compute · Monitoring · Storage');
    expect(line.find('svg path, svg rect').length).toBeGreaterThan(0);
    const docker = await open(`${INTEGRATIONS}/docker`);
    const categories = docker.page.locator('article [data-integration-categories]');
    expect(await categories.textContent()).toBe('Compute');
    const box = (await categories.boundingBox())!;
    const title = (await docker.page.locator('article h1').boundingBox())!;
    expect(title.y - (box.y + box.height)).toBeGreaterThanOrEqual(0);
    expect(title.y - (box.y + box.height)).toBeLessThan(40);
    expect(docker.problems.messages).toEqual([]);
  });
});

describe('page weight', () => {
  // The Storage category's icon (Lucide's "database"), as the generated module carries it.
  const ICON_MARKER = 'M3 5V19A9 3 0 0 0 21 19V5';

  /**
   * Whether a script the page ran contains the marker. Scripts the page only
   * prefetched for links in view (initiator "link") are not counted: they load
   * at idle time and run only if the reader follows the link.
   */
  async function executedScriptContains(page: Page, marker: string): Promise<boolean> {
    const scripts = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.initiatorType === 'script' && entry.name.endsWith('.js'))
        .map((entry) => entry.name),
    );
    const bodies = await Promise.all(scripts.map((url) => fetch(url).then((response) => response.text())));
    return bodies.some((body) => body.includes(marker));
  }

  test('category icons load on integration pages only, never with other pages', async () => {
    const guide = await open(DEEP_GUIDE);
    expect(await executedScriptContains(guide.page, ICON_MARKER)).toBe(false);
    const integration = await open(`${INTEGRATIONS}/snowflake`);
    expect(await executedScriptContains(integration.page, ICON_MARKER)).toBe(true);
  });

  test('at most two font files, both woff2 from this origin', async () => {
    const {page} = await open('/getting-started/quickstart');
    const fontFiles = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => /\.(woff2?|ttf|otf)(\?|$)/.test(name)),
      );
    // A first page fetches the text and code fonts once idle after load.
    await expect.poll(fontFiles, {timeout: 15_000}).toHaveLength(2);
    for (const font of await fontFiles()) {
      expect(font.startsWith(new URL(page.url()).origin), font).toBe(true);
      expect(font).toMatch(/\.woff2$/);
    }
  });

  test('the text and code fonts: not fetched before a first page paints, fetched when idle, used from the next page on without a swap', async () => {
    const fetchesOf = (page: Page, file: RegExp) =>
      page.evaluate((source) => performance.getEntriesByType('resource').filter((entry) => new RegExp(source).test(entry.name)).map((entry) => entry.startTime), file.source);
    const codeFamily = (page: Page) => page.evaluate(() => getComputedStyle(document.querySelector('pre code')!).fontFamily);
    const textFamily = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);
    const {context, page} = await open(DEEP_GUIDE);
    expect(await codeFamily(page)).not.toContain('JetBrains Mono');
    expect(await textFamily(page)).toMatch(/^"?Inter Fallback/);
    const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]!.startTime);
    for (const file of [/jetbrains-mono.*\.woff2$/, /inter-latin.*\.woff2$/]) {
      await expect.poll(() => fetchesOf(page, file), {timeout: 15_000}).toHaveLength(1);
      expect((await fetchesOf(page, file))[0]).toBeGreaterThan(firstPaint);
    }
    // The page that fetched them keeps the fallbacks: no swap under the reader's eyes.
    expect(await codeFamily(page)).not.toContain('JetBrains Mono');
    expect(await textFamily(page)).toMatch(/^"?Inter Fallback/);
    const next = await context.newPage();
    await next.goto(new URL('/guides/build/assets/defining-assets', page.url()).href);
    expect(await next.evaluate(() => [document.documentElement.hasAttribute('data-code-font'), document.documentElement.hasAttribute('data-text-font')])).toEqual([true, true]);
    expect(await codeFamily(next)).toContain('JetBrains Mono Variable');
    expect(await textFamily(next)).toMatch(/^"?Inter Variable/);
    await expect.poll(() => next.evaluate(() => document.fonts.check("1em 'Inter Variable'")), {timeout: 5_000}).toBe(true);
  });
});

describe('phone layout', () => {
  for (const pagePath of ['/', DEEP_GUIDE, `${INTEGRATIONS}/snowflake`, INTEGRATIONS]) {
    test(`no sideways page scroll at 390 px: ${pagePath}`, async () => {
      const {page} = await open(pagePath, {viewport: MOBILE});
      const widths = await page.evaluate(() => ({scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth}));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    });
  }

  test('the search input is on top: a tap at its centre reaches the input', async () => {
    const {page} = await open(DEEP_GUIDE, {viewport: MOBILE, hasTouch: true, isMobile: true});
    await openDialog(page);
    const hit = await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Input')!;
      const box = input.getBoundingClientRect();
      const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {sameElement: atCentre === input, box: {top: box.top, bottom: box.bottom}};
    });
    expect(hit.sameElement).toBe(true);
    expect(hit.box.top).toBeGreaterThanOrEqual(0);
    // The dialog fills the screen: no strip of page shows below it.
    const modalBottom = await page.evaluate(() => document.querySelector('.DocSearch-Modal')!.getBoundingClientRect().bottom);
    expect(modalBottom).toBeGreaterThanOrEqual(MOBILE.height - 1);
    await screenshot(page, 'reading-search-phone-390');
  });

  test('code blocks show the copy button without hover on a touch screen', async () => {
    const {page} = await open('/getting-started/quickstart', {viewport: MOBILE, hasTouch: true, isMobile: true});
    const opacity = await page.locator('.theme-code-block button[aria-label="Copy code to clipboard"]').first().evaluate((button) => getComputedStyle(button).opacity);
    expect(Number(opacity)).toBe(1);
  });
});

describe('navigation', () => {
  test('on a deep guide the active sidebar item is in view and sections off its path are collapsed', async () => {
    const {page} = await open(DEEP_GUIDE);
    const active = page.locator('.theme-doc-sidebar-container .menu__link--active').last();
    await expect.poll(async () => {
      const box = await active.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= 800;
    }).toBe(true);
    const gettingStarted = page.locator('.theme-doc-sidebar-container .menu__list-item').filter({has: page.getByRole('button', {name: /Getting Started/})});
    expect(await gettingStarted.first().getAttribute('class')).toContain('menu__list-item--collapsed');
  });

  test('in the phone drawer the active item is in view when it opens', async () => {
    const {page} = await open(DEEP_GUIDE, {viewport: MOBILE});
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const active = page.locator('.navbar-sidebar .menu__link--active').last();
    await expect.poll(async () => {
      const box = await active.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= MOBILE.height;
    }).toBe(true);
  });

  test('the tutorial shows "Step N of M"', async () => {
    const {page} = await open('/etl-pipeline-tutorial/create-and-materialize-assets');
    expect(await page.locator('article').getByText(/^Step 1 of 7$/).isVisible()).toBe(true);
  });

  test('the table of contents breaks API names only after dots and underscores', async () => {
    const {page} = await open('/api/python-api/assets');
    const html = await page.locator('.table-of-contents').first().innerHTML();
    expect(html).toContain('<code>define_<wbr>asset_<wbr>job</code>');
    expect(html).not.toMatch(/<code>[^<]*[a-z]<wbr>[a-z]/);
    const style = await page.locator('.table-of-contents__link').first().evaluate((link) => getComputedStyle(link).overflowWrap);
    expect(style).toBe('normal');
  });
});

describe('code blocks', () => {
  test('shell blocks are titled and long lines wrap inside the block instead of running past it', async () => {
    const {page} = await open('/getting-started/installation', {viewport: MOBILE});
    expect(await page.locator('.theme-code-block [class*="codeBlockTitle"]').filter({hasText: 'Terminal'}).count()).toBeGreaterThan(0);
    const blocks = await page.locator('.theme-code-block pre').evaluateAll((pres) =>
      pres.map((pre) => ({wraps: getComputedStyle(pre.querySelector('code')!).whiteSpace === 'pre-wrap', hidden: pre.scrollWidth - pre.clientWidth})),
    );
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) {
      expect(block.wraps).toBe(true);
      expect(block.hidden).toBeLessThanOrEqual(1);
    }
  });

  test('pip and uv tabs stay in sync across pages', async () => {
    const {page} = await open('/getting-started/installation');
    await page.getByRole('tab', {name: 'uv'}).first().click();
    await page.goto(`${INTEGRATIONS}/slack`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const selected = page.getByRole('tab', {selected: true}).first();
    expect(await selected.textContent()).toBe('uv');
    expect(await page.locator('[role="tabpanel"]:not([hidden])').first().textContent()).toContain('uv add dagster-slack');
  });
});
