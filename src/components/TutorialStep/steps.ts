import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

export const TUTORIAL_PATH = '/etl-pipeline-tutorial';

/**
 * Where a page sits in the tutorial: its number among the tutorial category's
 * pages (the category's own landing page is the introduction, not a step).
 */
export function tutorialStep(items: readonly PropSidebarItem[], permalink: string): {step: number; total: number} | undefined {
  const normalized = permalink.replace(/\/$/, '');
  if (!normalized.startsWith(`${TUTORIAL_PATH}/`)) return undefined;
  const category = items.find((item) => item.type === 'category' && item.href?.replace(/\/$/, '') === TUTORIAL_PATH);
  if (category?.type !== 'category') return undefined;
  const steps = category.items.filter((item) => item.type === 'link').map((item) => (item.type === 'link' ? item.href.replace(/\/$/, '') : ''));
  const index = steps.indexOf(normalized);
  return index < 0 ? undefined : {step: index + 1, total: steps.length};
}
