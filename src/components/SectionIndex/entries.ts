import type {PropSidebarItem, PropVersionDoc} from '@docusaurus/plugin-content-docs';

/** One line of a section index: where it leads and what the reader finds there. */
export interface SectionEntry {
  label: string;
  href: string;
  description?: string;
  /** For a sub-category: how many pages it holds. */
  pages?: number;
}

type DocsById = Readonly<Record<string, Pick<PropVersionDoc, 'description'> | undefined>>;

/**
 * Doc ids a category link can point to. Folder landing pages are `<folder>/index`
 * docs served at the folder's path, so `/integrations/libraries/dbt` is the doc
 * `integrations/libraries/dbt/index` (or a doc named like the folder).
 */
export function docIdCandidates(href: string): string[] {
  const path = href.split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, '');
  return path === '' ? ['index', 'intro'] : [`${path}/index`, path];
}

function pageCount(items: readonly PropSidebarItem[]): number {
  return items.reduce((count, item) => {
    if (item.type === 'link') return count + 1;
    if (item.type === 'category') return count + (item.href ? 1 : 0) + pageCount(item.items);
    return count;
  }, 0);
}

function firstHref(item: PropSidebarItem): string | undefined {
  if (item.type === 'link') return item.href;
  if (item.type === 'category') return item.href ?? item.items.map(firstHref).find(Boolean);
  return undefined;
}

/**
 * The entries a section index shows for a sidebar category's items: pages with
 * their descriptions, sub-categories with their landing page's description and
 * page count. Items that lead nowhere (HTML items, empty categories) are left out.
 */
export function sectionEntries(items: readonly PropSidebarItem[], docs: DocsById): SectionEntry[] {
  return items.flatMap((item): SectionEntry[] => {
    if (item.type === 'link') {
      const description = item.docId ? docs[item.docId]?.description : undefined;
      return [{label: item.label, href: item.href, ...(description ? {description} : {})}];
    }
    if (item.type === 'category') {
      const href = firstHref(item);
      if (!href) return [];
      const linked = item.href ? docIdCandidates(item.href).map((id) => docs[id]).find(Boolean) : undefined;
      const description = linked?.description ?? item.description;
      return [{label: item.label, href, pages: pageCount(item.items) + (item.href ? 1 : 0), ...(description ? {description} : {})}];
    }
    return [];
  });
}
