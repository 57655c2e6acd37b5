import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {SIDEBAR_TREE_FILE, sidebarTree, type LoadedSidebarItem, type SidebarTreeFile, type TreeDoc} from './tree';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/**
 * Writes the sidebars as a tree of labels and routes to `build/sidebars.json`.
 * The sidebars exist only inside the JavaScript bundles otherwise; the MCP
 * server's `list_sections` reads this file, so it needs neither the sources
 * nor a browser.
 */
export default function sidebarTreePlugin(): Plugin {
  let tree: SidebarTreeFile | undefined;
  return {
    name: 'sidebar-tree',
    allContentLoaded({allContent}) {
      const docsContent = allContent[DOCS_PLUGIN]?.default as LoadedContent | undefined;
      const version = docsContent?.loadedVersions[0];
      if (!version) throw new Error('[sidebar-tree] the docs plugin loaded no version');
      const docs = new Map<string, TreeDoc>(
        version.docs.map((doc) => [doc.id, {route: doc.permalink.replace(/\/+$/, '') || '/', label: doc.frontMatter.sidebar_label ?? doc.title}]),
      );
      tree = sidebarTree(version.sidebars as unknown as Record<string, LoadedSidebarItem[]>, docs);
    },
    async postBuild({outDir}) {
      if (!tree) throw new Error('[sidebar-tree] no sidebars were loaded before the build ended');
      fs.writeFileSync(path.join(outDir, SIDEBAR_TREE_FILE), `${JSON.stringify(tree)}\n`);
    },
  };
}
