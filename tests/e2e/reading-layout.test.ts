import {describe, expect, test} from 'vitest';
import type {Page} from 'playwright-core';
import {DESKTOP, MOBILE, origin, screenshot} from './support/browser';
import {browserFixture} from './support/fixture';

const {open} = browserFixture();

/** One page of every kind whose article holds prose, code, tables, figures or diagrams. */
const PAGES = [
  {kind: 'guide with code', path: '/guides/automate/schedules'},
  {kind: 'quickstart with figures', path: '/getting-started/quickstart'},
  {kind: 'integration with a diagram and a comparison table', path: '/integrations/libraries/dbt'},
  {kind: 'Dagster+ with a wide diagram', path: '/dagster-plus/features/alerts'},
  {kind: 'API reference (heaviest)', path: '/api/python-api/assets'},
  {kind: 'CLI reference', path: '/api/python-api/cli'},
  {kind: 'examples index', path: '/examples'},
  {kind: 'home', path: '/'},
];

interface Overflow {
  what: string;
  by: number;
}

/**
 * Every element of the article that reaches past the column's right edge, and
 * every scroller in it that hides content: what a reader would find cut off.
 */
function overflowsOf(): Overflow[] {
  const column = document.querySelector('article .markdown') ?? document.querySelector('main article') ?? document.querySelector('main');
  if (!column) return [{what: 'no article', by: Infinity}];
  const right = column.getBoundingClientRect().right;
  const found: Overflow[] = [];
  const describe = (element: Element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  for (const element of Array.from(column.querySelectorAll('*'))) {
    const box = element.getBoundingClientRect();
    // Nothing drawn, or kept for screen readers only (a stacked table's header row is 1 px and clipped).
    if (box.width <= 1 || box.height <= 1) continue;
    // Inside an SVG the drawing's own geometry is measured by its svg element.
    if (element.closest('svg') && element.tagName.toLowerCase() !== 'svg') continue;
    if (box.right > right + 1) found.push({what: describe(element), by: Math.round(box.right - right)});
    const style = getComputedStyle(element);
    if (/(auto|scroll|hidden)/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1) {
      found.push({what: `scrolls: ${describe(element)}`, by: element.scrollWidth - element.clientWidth});
    }
  }
  return found;
}

describe('nothing in an article is cut off', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    for (const {kind, path} of PAGES) {
      test(`${kind} at ${viewport.width} px: no element wider than the column, no scroller hiding content`, async () => {
        const {page, problems} = await open(path, {viewport});
        await page.evaluate(() => document.fonts.ready);
        expect((await page.evaluate(overflowsOf)).map(({what, by}) => `${what} +${by}px`)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(problems.messages).toEqual([]);
      });
    }
  }
});

describe('code', () => {
  test('code never ligates: every code, pre and kbd element has common and contextual ligatures off', async () => {
    for (const path of ['/guides/automate/schedules', '/api/python-api/assets', '/integrations/libraries/dbt']) {
      const {page} = await open(path);
      const features = await page.evaluate(() =>
        Array.from(document.querySelectorAll('article :is(code, pre, kbd)')).map((element) => {
          return getComputedStyle(element).fontVariantLigatures;
        }),
      );
      expect(features.length, path).toBeGreaterThan(5);
      expect(new Set(features), path).toEqual(new Set(['none']));
    }
  });

  test('a long line wraps inside its block with a marked continuation, not past the right edge (390 px)', async () => {
    const {page} = await open('/guides/automate/schedules', {viewport: MOBILE});
    const wrapped = await page.evaluate(() => {
      const lines = Array.from(document.querySelectorAll<HTMLElement>('.theme-code-block .token-line'));
      const lineHeight = (line: HTMLElement) => parseFloat(getComputedStyle(line).lineHeight);
      const long = lines.find((line) => line.getBoundingClientRect().height > lineHeight(line) * 1.5);
      if (!long) return null;
      const style = getComputedStyle(long);
      return {indent: style.textIndent, padding: style.paddingLeft, marker: style.backgroundImage.includes('url('), white: getComputedStyle(long.closest('code')!).whiteSpace};
    });
    expect(wrapped).not.toBeNull();
    expect(wrapped!.white).toBe('pre-wrap');
    expect(wrapped!.marker).toBe(true);
    expect(parseFloat(wrapped!.indent)).toBeLessThan(0);
    expect(parseFloat(wrapped!.padding)).toBeCloseTo(-parseFloat(wrapped!.indent), 1);
    await page.locator('.theme-code-block').filter({hasText: 'cron_schedule'}).first().scrollIntoViewIfNeeded();
    await screenshot(page, 'reading-code-wrap-light-390');
  });
});

describe('prose and page furniture', () => {
  test('running text holds to about 65-75 characters a line at 1280 px, while code blocks keep the full column', async () => {
    const {page} = await open('/integrations/libraries/dbt', {viewport: DESKTOP});
    const measure = await page.evaluate(() => {
      // Characters a line holds: the paragraph's width over the mean width of its own characters in its own font.
      const canvas = document.createElement('canvas').getContext('2d')!;
      const perLine = Array.from(document.querySelectorAll<HTMLElement>('article .markdown > p'))
        .filter((paragraph) => (paragraph.textContent ?? '').length > 200)
        .map((paragraph) => {
          const style = getComputedStyle(paragraph);
          canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const text = paragraph.textContent ?? '';
          return paragraph.getBoundingClientRect().width / (canvas.measureText(text).width / text.length);
        });
      const column = document.querySelector('article .markdown')!.getBoundingClientRect().width;
      const table = document.querySelector('article .markdown table')!.getBoundingClientRect().width;
      return {perLine, column, table};
    });
    expect(measure.perLine.length).toBeGreaterThan(0);
    for (const characters of measure.perLine) {
      expect(characters).toBeGreaterThanOrEqual(65);
      expect(characters).toBeLessThanOrEqual(75);
    }
    expect(measure.table).toBeGreaterThan(measure.column - 2);
  });

  test('paragraphs inside tabs hold to the same measure at 1280 px, while their code blocks keep the full column', async () => {
    const {page} = await open('/getting-started/installation', {viewport: DESKTOP});
    const widths = await page.evaluate(() => {
      const column = document.querySelector('article .markdown')!.getBoundingClientRect().width;
      const panels = Array.from(document.querySelectorAll('article .tabs-container [role="tabpanel"]')).filter((panel) => !(panel as HTMLElement).hidden);
      const paragraphs = panels.flatMap((panel) => Array.from(panel.querySelectorAll(':scope > p')));
      const blocks = panels.flatMap((panel) => Array.from(panel.querySelectorAll(':scope > .theme-code-block')));
      const measure = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--site-measure')) * parseFloat(getComputedStyle(document.documentElement).fontSize);
      return {
        column,
        measure,
        paragraphs: paragraphs.map((paragraph) => paragraph.getBoundingClientRect().width),
        blocks: blocks.map((block) => block.getBoundingClientRect().width),
      };
    });
    expect(widths.paragraphs.length).toBeGreaterThan(1);
    for (const width of widths.paragraphs) expect(width).toBeLessThanOrEqual(widths.measure + 1);
    expect(widths.blocks.length).toBeGreaterThan(0);
    for (const width of widths.blocks) expect(width).toBeGreaterThan(widths.column - 2);
  });

  test('the API reference holds its entries\' prose and parameter descriptions to the same measure at 1280 px, with full-width rules', async () => {
    const {page} = await open('/api/python-api/assets', {viewport: DESKTOP});
    const measure = await page.evaluate(() => {
      const column = document.querySelector('article .markdown')!.getBoundingClientRect().width;
      const descriptions = Array.from(document.querySelectorAll<HTMLElement>('article .api-params > li > div, article :is(.api-entry, .api-member) > p'));
      const rows = Array.from(document.querySelectorAll<HTMLElement>('article .api-params > li'));
      return {
        column,
        count: descriptions.length,
        widest: Math.max(...descriptions.map((description) => description.getBoundingClientRect().width)),
        measure: parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--site-measure')) * parseFloat(getComputedStyle(document.documentElement).fontSize),
        narrowestRow: Math.min(...rows.map((row) => row.getBoundingClientRect().width)),
      };
    });
    expect(measure.count).toBeGreaterThan(50);
    expect(measure.widest).toBeLessThanOrEqual(measure.measure + 1);
    // The rules run past the text (members are indented, so not always to the column's edge).
    expect(measure.narrowestRow).toBeGreaterThan(measure.measure + 50);
    expect(measure.column).toBeGreaterThan(measure.measure + 50);
  }, 60_000);

  test('Copy page is set in the page font, and on a phone the breadcrumbs stay on one line beside it', async () => {
    const {page} = await open('/guides/deploy/deployment-options/kubernetes/migrating-while-upgrading', {viewport: MOBILE});
    const button = page.getByRole('button', {name: /Copy page/});
    const font = await button.evaluate((element) => ({family: getComputedStyle(element).fontFamily, page: getComputedStyle(document.body).fontFamily, size: parseFloat(getComputedStyle(element).fontSize)}));
    // A first page sets text in Inter's sized fallback (src/css/fonts.css), later pages in Inter.
    expect(font.family).toBe(font.page);
    expect(font.family).toMatch(/^"?Inter (Variable|Fallback)/);
    expect(font.size).toBeGreaterThanOrEqual(12);
    const crumbs = page.locator('nav[aria-label="Breadcrumbs"]');
    const heights = await crumbs.evaluate((nav) => {
      const items = Array.from(nav.querySelectorAll('.breadcrumbs__item')).filter((item) => (item as HTMLElement).offsetParent !== null);
      return {tops: new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size, visible: items.length};
    });
    expect(heights.tops).toBe(1);
    expect(heights.visible).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'reading-breadcrumbs-light-390');
  });

  for (const {kind, path} of PAGES) {
    test(`inline code never breaks a word at its hyphen, at 390 px: ${kind}`, async () => {
      const {page} = await open(path, {viewport: MOBILE});
      const words = await page.locator('article .markdown :not(pre) > code').evaluateAll((codes) => {
        const split: string[] = [];
        let kept = 0;
        for (const code of codes) {
          for (const word of Array.from(code.querySelectorAll('.code-word'))) {
            kept += 1;
            const lines = new Set(Array.from(word.getClientRects()).map((rect) => Math.round(rect.top)));
            if (lines.size > 1) split.push(word.textContent ?? '');
          }
        }
        return {kept, split};
      });
      expect(words.split).toEqual([]);
      if (path === '/api/python-api/cli') expect(words.kept).toBeGreaterThan(20);
    });
  }

  for (const {kind, path} of PAGES) {
    test(`on a phone the breadcrumbs show home and the parent, whole, never the page's name cut to a few letters: ${kind}`, async () => {
      const {page} = await open(path, {viewport: MOBILE});
      const items = page.locator('nav[aria-label="Breadcrumbs"] .breadcrumbs__item');
      const total = await items.count();
      const crumbs = await items.evaluateAll((all) =>
        all
          .filter((item) => (item as HTMLElement).offsetParent !== null)
          .map((item) => {
            const label = item.querySelector<HTMLElement>('.breadcrumbs__link')!;
            return {
              text: label.textContent ?? '',
              current: item.classList.contains('breadcrumbs__item--active'),
              cut: label.scrollWidth > label.clientWidth + 1,
              separator: getComputedStyle(item, '::after').display !== 'none' && getComputedStyle(item, '::after').content !== 'none',
            };
          }),
      );
      // The last crumb shown points at nothing further.
      expect(crumbs.at(-1)?.separator).toBe(false);
      // Home and the parent; a section's own page (home and itself) shows both.
      expect(crumbs.length, JSON.stringify(crumbs)).toBe(2);
      if (total > 2) expect(crumbs.some((crumb) => crumb.current)).toBe(false);
      expect(crumbs.filter((crumb) => crumb.cut)).toEqual([]);
    });
  }

  test('the footer is short on a phone and, in dark mode, darker than the page', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const {page} = await open('/getting-started/quickstart', {viewport: MOBILE, colorScheme});
      const facts = await page.evaluate(() => {
        const footer = document.querySelector('footer')!;
        const luminance = (colour: string) => {
          const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).map(Number);
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        };
        // The page colour as the theme declares it (the body itself is transparent).
        const probe = document.body.appendChild(document.createElement('div'));
        probe.style.background = 'var(--site-page-background)';
        const pageColour = getComputedStyle(probe).backgroundColor;
        probe.remove();
        return {height: footer.getBoundingClientRect().height, footer: luminance(getComputedStyle(footer).backgroundColor), page: luminance(pageColour)};
      });
      expect(facts.height, colorScheme).toBeLessThanOrEqual(MOBILE.height * 0.6);
      if (colorScheme === 'dark') expect(facts.footer).toBeLessThan(facts.page);
      await page.locator('footer').scrollIntoViewIfNeeded();
      await screenshot(page, `reading-footer-${colorScheme}-390`);
    }
  });

  test('on a phone "On this page" stays pinned under the navbar while reading (at the top while the navbar hides), and folds once a section is chosen', async () => {
    const {page} = await open('/guides/automate/schedules', {viewport: MOBILE});
    await page.mouse.wheel(0, 2500);
    const toggle = page.locator('.theme-doc-toc-mobile button').first();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // Scrolling down hides the navbar (hideOnScroll, which compares each scroll with the one before: a second step): the
    // bar then sits at the very top, with no strip of text above it.
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.locator('.navbar[class*="navbarHidden"]').count()).toBe(1);
    const gapAboveBar = () =>
      page.evaluate(() => {
        const navbar = document.querySelector('.navbar')!.getBoundingClientRect().bottom;
        return Math.round(document.querySelector('.theme-doc-toc-mobile')!.getBoundingClientRect().top - Math.max(0, navbar));
      });
    await expect.poll(gapAboveBar).toBe(0);
    await screenshot(page, 'reading-pinned-toc-navbar-hidden-light-390');
    // Scrolling back up brings the navbar back, and the bar sits right under it.
    await page.mouse.wheel(0, -300);
    await expect.poll(() => page.locator('.navbar[class*="navbarHidden"]').count()).toBe(0);
    await expect.poll(gapAboveBar).toBe(0);
    await toggle.click();
    const link = page.locator('.theme-doc-toc-mobile .table-of-contents a').last();
    await link.waitFor();
    const target = decodeURIComponent((await link.getAttribute('href'))!.split('#')[1]!);
    await link.click();
    await expect.poll(() => page.locator('.theme-doc-toc-mobile[class*="tocCollapsibleExpanded"]').count()).toBe(0);
    // The heading lands below the pinned bar, not under it. Both are measured together on each poll: the bar's
    // height animates while it folds, so a bottom read once, mid-fold, is taller than the bar at rest.
    await expect
      .poll(() =>
        page.evaluate((id) => {
          const bar = document.querySelector('.theme-doc-toc-mobile')!.getBoundingClientRect().bottom;
          return document.getElementById(id)!.getBoundingClientRect().top - bar;
        }, target),
      )
      .toBeGreaterThanOrEqual(-1);
    await screenshot(page, 'reading-pinned-toc-light-390');
  });
});

describe('tables and drawings', () => {
  test('on a phone a comparison table stacks: each row a block, each cell under its column name', async () => {
    const {page} = await open('/integrations/libraries/dbt', {viewport: MOBILE});
    const table = page.locator('article table').first();
    const facts = await table.evaluate((element) => {
      const cell = element.querySelector('tbody td[data-label]')!;
      return {
        row: getComputedStyle(element.querySelector('tbody tr')!).display,
        label: getComputedStyle(cell, '::before').content,
        header: element.querySelector('thead')!.getBoundingClientRect().height,
      };
    });
    expect(facts.row).toBe('block');
    expect(facts.label).toBe('"dbt Core"');
    expect(facts.header).toBeLessThanOrEqual(1);
    await table.scrollIntoViewIfNeeded();
    await screenshot(page, 'reading-stacked-table-dark-390');
  });

  for (const viewport of [DESKTOP, MOBILE]) {
    test(`diagrams show whole, with no hint over them, at ${viewport.width} px; a phone gets the top-to-bottom drawing`, async () => {
      for (const path of ['/integrations/libraries/dbt', '/dagster-plus/features/alerts', '/']) {
        const {page} = await open(path, {viewport});
        const drawings = await page.evaluate(() => {
          const column = document.querySelector('article .markdown, main')!.getBoundingClientRect();
          return Array.from(document.querySelectorAll<SVGSVGElement>('svg[id^="diagram-"]'))
            .filter((svg) => svg.getBoundingClientRect().width > 0)
            .map((svg) => ({right: svg.getBoundingClientRect().right, columnRight: column.right, direction: svg.getAttribute('aria-roledescription') ?? '', viewBox: svg.viewBox.baseVal.width}));
        });
        expect(drawings.length, path).toBeGreaterThan(0);
        for (const drawing of drawings) expect(drawing.right, path).toBeLessThanOrEqual(drawing.columnRight + 1);
        expect(await page.getByText('Scroll sideways').count(), path).toBe(0);
        if (path === '/integrations/libraries/dbt') {
          await page.locator('svg[id^="diagram-"]').first().scrollIntoViewIfNeeded();
          await screenshot(page, `reading-dbt-diagram-light-${viewport.width}`);
        }
      }
    });
  }
});

describe('API reference', () => {
  async function entryFacts(page: Page) {
    return page.evaluate(() => {
      const entry = document.getElementById('dagster.AssetSpec')!.closest('section')!;
      const member = entry.querySelector('section.api-member')!;
      return {
        badge: getComputedStyle(entry.querySelector('h3')!, '::before').content,
        rule: getComputedStyle(entry).borderTopWidth,
        memberIndent: member.querySelector('h4')!.getBoundingClientRect().left - entry.querySelector('h3')!.getBoundingClientRect().left,
        memberBadge: getComputedStyle(member.querySelector('h4')!, '::before').content,
        typeLines: Array.from(entry.querySelectorAll(':scope > p')).filter((p) => p.textContent?.startsWith('Type:')).length,
        paramLinks: entry.querySelectorAll(':scope > ul.api-params > li > code a').length,
      };
    });
  }

  test('entries read as a hierarchy: a kind badge, a rule over each entry, members indented; no type said twice', async () => {
    const {page} = await open('/api/python-api/assets');
    const facts = await entryFacts(page);
    expect(facts.badge).toBe('"class"');
    expect(parseFloat(facts.rule)).toBeGreaterThan(0);
    expect(facts.memberIndent).toBeGreaterThanOrEqual(12);
    expect(facts.memberBadge).toBe('"method"');
    expect(facts.typeLines).toBe(0);
    expect(facts.paramLinks).toBe(0);
    // A property's type is in its signature only: no entry of the page says it again on a "Type:" line.
    const html = await (await fetch(`${origin()}/api/python-api/assets`)).text();
    expect(html).not.toMatch(/<strong>Type:<\/strong>/);
  });

  test('a long signature is folded after six lines and opens with its disclosure, with JavaScript off too (390 px)', async () => {
    const {page: hydrated, context} = await open('/api/python-api/assets', {viewport: MOBILE});
    // The same page as a browser without JavaScript sees it: only the server HTML and the stylesheet.
    const withoutScript = await context.browser()!.newContext({viewport: MOBILE, javaScriptEnabled: false, baseURL: origin()});
    const plain = await withoutScript.newPage();
    await plain.goto('/api/python-api/assets');
    for (const [javaScriptEnabled, page] of [[true, hydrated], [false, plain]] as const) {
      const long = page.locator('.api-signature-long').first();
      const shown = () => long.locator('.api-arg').evaluateAll((lines) => lines.filter((line) => (line as HTMLElement).offsetParent !== null).length);
      const total = await long.locator('.api-arg').count();
      expect(total).toBeGreaterThan(8);
      expect(await shown()).toBe(6);
      await long.locator('summary').click();
      await expect.poll(shown).toBe(total);
      await long.scrollIntoViewIfNeeded();
      if (javaScriptEnabled) await screenshot(page, 'reading-api-signature-open-light-390');
    }
    await withoutScript.close();
  });

  test('CLI flags never break, options have no empty column, and a usage is one untitled line', async () => {
    const {page} = await open('/api/python-api/cli', {viewport: MOBILE});
    const facts = await page.evaluate(() => ({
      brokenFlags: Array.from(document.querySelectorAll<HTMLElement>('article .api-params > li > code')).filter((flag) => flag.getClientRects().length > 1).map((flag) => flag.textContent),
      emptyCells: Array.from(document.querySelectorAll('article td')).filter((cell) => (cell.textContent ?? '').trim() === '').length,
      usages: document.querySelectorAll('article pre.api-usage').length,
      // Every command heading is followed by its usage line, not by a titled terminal block.
      headingsWithoutUsage: Array.from(document.querySelectorAll('article :is(h3, h4)'))
        .filter((heading) => !heading.nextElementSibling?.matches('pre.api-usage'))
        .map((heading) => heading.textContent),
    }));
    expect(facts.brokenFlags).toEqual([]);
    expect(facts.emptyCells).toBe(0);
    expect(facts.usages).toBeGreaterThan(10);
    expect(facts.headingsWithoutUsage).toEqual([]);
    await page.locator('.api-usage').nth(2).scrollIntoViewIfNeeded();
    await screenshot(page, 'reading-cli-dark-390');
  });
});
