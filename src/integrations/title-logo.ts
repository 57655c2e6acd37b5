import path from 'node:path';
import {BRAND_LOGOS} from '../components/IntegrationLogo/logos.generated';
import {INTEGRATIONS} from '../components/IntegrationGrid/integrations.generated';
import type {TitleLogo} from './catalog-types';

export {TITLE_LOGO_KEY} from './catalog-types';

/**
 * The title logo of a page under docs/integrations/libraries (every page of an
 * integration's folder shows that integration's mark), or undefined elsewhere.
 * It goes into the page's front matter, so the page's own data holds the one
 * mark it needs: it renders with the server HTML and on hydration alike, and no
 * other page downloads any logo.
 */
export function titleLogoFor(siteDir: string, filePath: string): TitleLogo | undefined {
  const relative = path.relative(path.join(siteDir, 'docs', 'integrations', 'libraries'), filePath).split(path.sep);
  if (relative[0] === '..') return undefined;
  const slug = relative[0]!.replace(/\.mdx?$/, '');
  const entry = INTEGRATIONS.find((integration) => integration.slug === slug);
  if (!entry) return undefined;
  const logo = BRAND_LOGOS[slug];
  return logo ? {logo} : {monogram: entry.monogram};
}
