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

/** Runs axe on the page and returns one readable line per violating node. */
export async function axeViolations(page: Page, options: {disableRules?: string[]; exclude?: string[]; include?: string} = {}): Promise<string[]> {
  let builder = new AxeBuilder({page}).withTags(AXE_TAGS).disableRules(options.disableRules ?? []);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? violation.help}`),
  );
}
