import AxeBuilder from '@axe-core/playwright';
import type {Page} from 'playwright-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page and returns one readable line per violating node. */
export async function axeViolations(page: Page, options: {disableRules?: string[]} = {}): Promise<string[]> {
  const results = await new AxeBuilder({page})
    .withTags(AXE_TAGS)
    .disableRules(options.disableRules ?? [])
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? violation.help}`),
  );
}
