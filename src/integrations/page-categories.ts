import path from 'node:path';
import {CATEGORY_ICONS} from '../components/CategoryIcon/icons.generated';
import {INTEGRATIONS, INTEGRATION_TAGS} from '../components/IntegrationGrid/integrations.generated';
import type {IntegrationCategory} from './catalog-types';

export {PAGE_CATEGORIES_KEY} from './catalog-types';

/**
 * The categories of a page under docs/integrations/libraries (every page of an
 * integration's folder shows that integration's), with their icons, or
 * undefined elsewhere. They go into the page's front matter, so the page's own
 * data holds the icons it needs: they render with the server HTML and on
 * hydration alike, and no other page downloads them.
 */
export function pageCategoriesFor(siteDir: string, filePath: string): IntegrationCategory[] | undefined {
  const relative = path.relative(path.join(siteDir, 'docs', 'integrations', 'libraries'), filePath).split(path.sep);
  if (relative[0] === '..') return undefined;
  const slug = relative[0]!.replace(/\.mdx?$/, '');
  const entry = INTEGRATIONS.find((integration) => integration.slug === slug);
  if (!entry) return undefined;
  return entry.categories.map((key) => {
    const label = INTEGRATION_TAGS.find((tag) => tag.key === key)?.label;
    const icon = CATEGORY_ICONS[key];
    if (!label || !icon) throw new Error(`${filePath}: the category "${key}" is missing from the generated modules; run npm run integrations:generate`);
    return {key, label, icon};
  });
}
