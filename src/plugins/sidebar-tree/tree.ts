import {SIDEBAR_SECTIONS} from '../markdown-export/pages';

/** The file the build writes for tools that read the site's navigation without a browser (the MCP server). */
export const SIDEBAR_TREE_FILE = 'sidebars.json';

/** One entry of a sidebar: a page, a category (with its landing page, if any) or an outside link. */
export interface TreeNode {
  label: string;
  /** Route of the page (or the category's landing page); absent for a category without one. */
  url?: string;
  items?: TreeNode[];
}

export interface SidebarTree {
  /** Sidebar key in sidebars.ts. */
  key: string;
  label: string;
  items: TreeNode[];
}

export interface SidebarTreeFile {
  version: 1;
  sidebars: SidebarTree[];
}

/** What the tree needs of a doc: where it lives and what the sidebar calls it. */
export interface TreeDoc {
  route: string;
  label: string;
}

/** Docusaurus's loaded sidebar items, as far as the tree reads them. */
export type LoadedSidebarItem =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {type: 'category'; label: string; items: LoadedSidebarItem[]; link?: {type: string; id?: string; permalink?: string}}
  | {type: 'link'; label: string; href: string}
  | {type: 'html'; value: string};

function docOf(id: string, docs: ReadonlyMap<string, TreeDoc>, where: string): TreeDoc {
  const doc = docs.get(id);
  if (!doc) throw new Error(`[sidebar-tree] sidebar "${where}" names doc "${id}", which the docs plugin did not load`);
  return doc;
}

function convert(items: readonly LoadedSidebarItem[], docs: ReadonlyMap<string, TreeDoc>, where: string): TreeNode[] {
  return items.flatMap((item): TreeNode[] => {
    switch (item.type) {
      case 'doc':
      case 'ref': {
        const doc = docOf(item.id, docs, where);
        return [{label: item.label ?? doc.label, url: doc.route}];
      }
      case 'category': {
        const {link} = item;
        const url = link?.type === 'doc' && link.id ? docOf(link.id, docs, where).route : link?.type === 'generated-index' ? link.permalink?.replace(/\/+$/, '') : undefined;
        return [{label: item.label, ...(url ? {url} : {}), items: convert(item.items, docs, `${where} › ${item.label}`)}];
      }
      case 'link':
        return [{label: item.label, url: item.href}];
      case 'html':
        // Decoration (separators, titles written in HTML) carries no page.
        return [];
      default:
        throw new Error(`[sidebar-tree] sidebar "${where}" has an item of unknown type "${(item as {type: string}).type}"`);
    }
  });
}

/** Every sidebar of SIDEBAR_SECTIONS as a tree of labels and routes, in navbar order. */
export function sidebarTree(sidebars: Readonly<Record<string, readonly LoadedSidebarItem[]>>, docs: ReadonlyMap<string, TreeDoc>): SidebarTreeFile {
  const known = new Set(SIDEBAR_SECTIONS.map((section) => section.key));
  const unknown = Object.keys(sidebars).filter((key) => !known.has(key));
  if (unknown.length > 0) throw new Error(`[sidebar-tree] sidebars without a section label: ${unknown.join(', ')} (add them to SIDEBAR_SECTIONS)`);
  return {
    version: 1,
    sidebars: SIDEBAR_SECTIONS.map(({key, label}) => {
      const items = sidebars[key];
      if (!items) throw new Error(`[sidebar-tree] the docs plugin loaded no sidebar "${key}"`);
      return {key, label, items: convert(items, docs, key)};
    }),
  };
}
