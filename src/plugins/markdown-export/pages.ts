/** One doc page as the Markdown export sees it. */
export interface ExportPage {
  id: string;
  route: string;
  title: string;
  description: string;
  unlisted: boolean;
  /** Absolute path of the MDX source. */
  sourcePath: string;
}

/** The parts of Docusaurus's raw sidebar items the export reads. */
export type SidebarItem =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {type: 'category'; label: string; items: SidebarItem[]; link?: {type: string; id?: string}}
  | {type: string; label?: string};

export interface SidebarSection {
  /** Sidebar key in sidebars.ts. */
  key: string;
  label: string;
}

/** The sidebars in the order the navbar presents them, with the heading each gets in llms.txt. */
export const SIDEBAR_SECTIONS: readonly SidebarSection[] = [
  {key: 'docs', label: 'Docs'},
  {key: 'examples', label: 'Examples'},
  {key: 'integrations', label: 'Integrations'},
  {key: 'dagsterPlus', label: 'Dagster+'},
  {key: 'api', label: 'API reference'},
];

function isCategory(item: SidebarItem): item is Extract<SidebarItem, {type: 'category'}> {
  return item.type === 'category';
}

function docId(item: SidebarItem): string | undefined {
  return (item.type === 'doc' || item.type === 'ref') && 'id' in item ? item.id : undefined;
}

/** Doc ids of a sidebar in reading order: a category's landing page, then its items. */
export function sidebarOrder(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item): string[] => {
    if (isCategory(item)) {
      const landing = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
      return [...landing, ...sidebarOrder(item.items)];
    }
    const id = docId(item);
    return id === undefined ? [] : [id];
  });
}

/**
 * For every category landing page, the pages it leads: its direct items, a
 * sub-category standing for its landing page (or first page). This is what
 * `<SectionIndex />` lists in the HTML.
 */
export function landingChildren(items: readonly SidebarItem[], into = new Map<string, string[]>()): Map<string, string[]> {
  for (const item of items) {
    if (!isCategory(item)) continue;
    const landing = item.link?.type === 'doc' ? item.link.id : undefined;
    if (landing !== undefined) {
      into.set(
        landing,
        item.items.flatMap((child) => {
          const id = isCategory(child) ? (child.link?.type === 'doc' ? child.link.id : sidebarOrder(child.items)[0]) : docId(child);
          return id === undefined ? [] : [id];
        }),
      );
    }
    landingChildren(item.items, into);
  }
  return into;
}

/** Reading order of every page: each sidebar in navbar order, then pages in no sidebar. */
export function readingOrder(sidebars: Readonly<Record<string, readonly SidebarItem[]>>, pages: readonly ExportPage[]): {section: string; ids: string[]}[] {
  const seen = new Set<string>();
  const known = new Set(pages.map((page) => page.id));
  const sections = SIDEBAR_SECTIONS.map((section) => {
    const ids = sidebarOrder(sidebars[section.key] ?? []).filter((id) => known.has(id) && !seen.has(id));
    ids.forEach((id) => seen.add(id));
    return {section: section.label, ids};
  });
  const rest = pages.filter((page) => !seen.has(page.id)).map((page) => page.id);
  return [...sections, {section: 'Other pages', ids: rest}].filter((section) => section.ids.length > 0);
}
