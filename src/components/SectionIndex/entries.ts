import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

/** One line of a section index: where it leads and what the reader finds there. */
export interface SectionEntry {
  label: string;
  href: string;
  description?: string;
  /** For a sub-category: how many pages it holds. */
  pages?: number;
}

/** Page descriptions by permalink (written at build by src/plugins/first-load-data). */
type DescriptionsByHref = Readonly<Record<string, string | undefined>>;

/** The permalink a sidebar href stands for: no query, hash or trailing slash. */
function pagePath(href: string): string {
  const path = href.split(/[?#]/)[0]!;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** A category without a landing page describes itself in `customProps.description` (its _category_.json). */
function customDescription(item: PropSidebarItem): string | undefined {
  const description = item.customProps?.description;
  return typeof description === 'string' ? description : undefined;
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
export function sectionEntries(items: readonly PropSidebarItem[], descriptions: DescriptionsByHref): SectionEntry[] {
  return items.flatMap((item): SectionEntry[] => {
    if (item.type === 'link') {
      const description = descriptions[pagePath(item.href)];
      return [{label: item.label, href: item.href, ...(description ? {description} : {})}];
    }
    if (item.type === 'category') {
      const href = firstHref(item);
      if (!href) return [];
      const description = (item.href ? descriptions[pagePath(item.href)] : undefined) ?? item.description ?? customDescription(item);
      return [{label: item.label, href, pages: pageCount(item.items) + (item.href ? 1 : 0), ...(description ? {description} : {})}];
    }
    return [];
  });
}
