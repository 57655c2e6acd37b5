import type {SidebarTreeFile, TreeNode} from '../plugins/sidebar-tree/tree';

function nodeLines(nodes: readonly TreeNode[], origin: string, depth: number): string[] {
  return nodes.flatMap((node) => {
    const indent = '  '.repeat(depth);
    const label = node.url ? `[${node.label}](${/^https?:/.test(node.url) ? node.url : origin + node.url})` : node.label;
    return [`${indent}- ${label}`, ...nodeLines(node.items ?? [], origin, depth + 1)];
  });
}

/** The sidebars as nested Markdown lists, one heading per sidebar. */
export function sectionsMarkdown(tree: SidebarTreeFile, origin: string): string {
  return tree.sidebars.map((sidebar) => [`# ${sidebar.label}`, '', ...nodeLines(sidebar.items, origin, 0)].join('\n')).join('\n\n') + '\n';
}
