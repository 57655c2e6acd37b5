import axe from 'axe-core';
import type {Page} from 'playwright-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What axe skips on a page of this path. API reference pages hold hundreds of
 * highlighted signatures, and axe spends most of a minute per page walking their
 * tokens. Those code blocks are the stock theme's, checked whole on every other
 * page, and every token colour of both code themes is held to 4.5:1 by
 * tests/unit/code-themes.test.ts, so skipping them there loses no check.
 */
export function axeExclusionsFor(path: string): string[] {
  return path.startsWith('/api/python-api/') ? ['pre'] : [];
}

/** The rules whose outcome depends on colours, the only thing a colour mode changes besides what is shown. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export interface AxeOptions {
  disableRules?: string[];
  exclude?: string[];
  include?: string;
  /** Runs these rules only, instead of every rule of AXE_TAGS. */
  onlyRules?: string[];
}

/**
 * Runs axe on the page and returns one readable line per violating node.
 * The same rules run on the same nodes as with @axe-core/playwright's
 * defaults, at a fraction of the cost (bench:crawl):
 * - only violations are worked out in full: axe otherwise builds a unique
 *   selector for every passing node too (thousands on a long page), which
 *   these tests never read;
 * - axe runs in the page itself (the builder's legacy mode) instead of
 *   collecting partial results per frame and finishing them in a new blank
 *   page: the site has no iframes, so there is nothing to collect across
 *   frames, and the copy of every node result to that page is saved;
 * - axe's 500 KB source is evaluated once per loaded page, not twice per run
 *   as the builder does, and only the lines come back from the page.
 * tests/e2e/axe-check.test.ts shows the check still finds what it should.
 */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  // In-page mode would not reach into a cross-origin frame: a page with a frame stops the check.
  const frames = page.frames().length;
  if (frames > 1) throw new Error(`axeViolations: ${page.url()} has ${frames - 1} frame(s); axe here runs in the top page only`);
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axe.source);
    await page.evaluate(() => (window as unknown as {axe: typeof axe}).axe.configure({allowedOrigins: ['<same_origin>']}));
  }
  const context = {
    ...(options.include ? {include: [[options.include]]} : {}),
    exclude: (options.exclude ?? []).map((selector) => [selector]),
  };
  const runOptions: axe.RunOptions = {
    runOnly: options.onlyRules ? {type: 'rule', values: options.onlyRules} : {type: 'tag', values: AXE_TAGS},
    rules: Object.fromEntries((options.disableRules ?? []).map((id) => [id, {enabled: false}])),
    resultTypes: ['violations'],
  };
  return page.evaluate(
    async ({context, runOptions}) => {
      const results = await (window as unknown as {axe: typeof axe}).axe.run(context as axe.ElementContext, runOptions);
      return results.violations.flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? violation.help}`),
      );
    },
    {context, runOptions},
  );
}
