/* Types shared by the build-time catalog reader and the browser components. */

/** A Lucide icon as lucide-static's icon-nodes.json gives it: its elements, each a tag and its attributes (24×24, stroked). */
export type IconNode = ReadonlyArray<readonly [string, Readonly<Record<string, string>>]>;

/** A category tag of docs/tags.yml with the icon that stands for it. */
export interface IntegrationCategory {
  key: string;
  label: string;
  icon: IconNode;
}

/** One integration on the landing grid, read from its page's front matter. */
export interface IntegrationEntry {
  /** Folder or file name under docs/integrations/libraries. */
  slug: string;
  label: string;
  href: string;
  description: string;
  tags: string[];
  /** Its category tags, in docs/tags.yml order; the first one's icon is drawn on its card. */
  categories: string[];
}

/** A tag from docs/tags.yml: its key in front matter and its label. */
export interface IntegrationTag {
  key: string;
  label: string;
}

/**
 * The front matter key that carries an integration page's categories, added at
 * build time (src/integrations/page-categories.ts) and shown above its title.
 */
export const PAGE_CATEGORIES_KEY = 'integration_categories';
