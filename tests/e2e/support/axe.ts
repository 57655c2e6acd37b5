import AxeBuilder from '@axe-core/playwright';
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

/**
 * Runs axe on the page and returns one readable line per violating node.
 * The same rules run on the same nodes as with the defaults, at about half
 * the cost (measured on five page kinds, 201 s -> 110 s in all):
 * - only violations are worked out in full: axe otherwise builds a unique
 *   selector for every passing node too (thousands on a long page), which
 *   these tests never read;
 * - axe runs in the page itself (legacy mode) instead of collecting partial
 *   results per frame and finishing them in a new blank page: the site has
 *   no iframes, so there is nothing to collect across frames, and the copy
 *   of every node result to that page (megabytes on an API page) is saved.
 * tests/e2e/axe-check.test.ts shows the check still finds what it should.
 */
export async function axeViolations(page: Page, options: {disableRules?: string[]; exclude?: string[]; include?: string} = {}): Promise<string[]> {
  // Legacy mode would not reach into a cross-origin frame: a page with a frame stops the check.
  const frames = page.frames().length;
  if (frames > 1) throw new Error(`axeViolations: ${page.url()} has ${frames - 1} frame(s); run axe without setLegacyMode there`);
  // options() replaces what withTags() set, so it comes first.
  let builder = new AxeBuilder({page})
    .options({resultTypes: ['violations']})
    .setLegacyMode(true)
    .withTags(AXE_TAGS)
    .disableRules(options.disableRules ?? []);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? violation.help}`),
  );
}
