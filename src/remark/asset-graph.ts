import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {visit} from 'unist-util-visit';
import {definitionsNames, extractAssetGraph} from '../components/figures/AssetGraph/extract';

export interface AssetGraphPluginOptions {
  /** Folder that `snippet=` and `definitions=` paths are resolved against. */
  snippetsDir: string;
}

export const ASSET_GRAPH_ELEMENT = 'AssetGraphFigure';

/**
 * Remark plugin: `<AssetGraphFigure snippet="path/in/snippets.py" />` gets a
 * `graph` attribute holding the asset graph read from that file at build time
 * (optionally narrowed to what `definitions="…py"` registers), so the figure
 * is redrawn whenever the example's code changes.
 */
export default function remarkAssetGraph(options: AssetGraphPluginOptions) {
  const root = path.resolve(options.snippetsDir);
  return (tree: Root, file: VFile): void => {
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name !== ASSET_GRAPH_ELEMENT) return;
      const where = `${file.path ?? 'unknown page'}:${node.position?.start.line ?? '?'}`;
      const read = (name: string): string | undefined => {
        const attribute = node.attributes.find((item) => item.type === 'mdxJsxAttribute' && item.name === name);
        if (!attribute) return undefined;
        if (typeof attribute.value !== 'string') throw new Error(`[asset-graph] ${where}: ${name}= must be a plain string`);
        const absolute = path.resolve(root, attribute.value);
        if (!absolute.startsWith(root + path.sep) || !fs.existsSync(absolute)) {
          throw new Error(`[asset-graph] ${where}: snippet file not found: snippets/${attribute.value}`);
        }
        return fs.readFileSync(absolute, 'utf8');
      };
      const source = read('snippet');
      if (source === undefined) throw new Error(`[asset-graph] ${where}: <${ASSET_GRAPH_ELEMENT}> needs snippet="…"`);
      const definitions = read('definitions');
      let graph;
      try {
        graph = extractAssetGraph(source, definitions === undefined ? undefined : definitionsNames(definitions));
      } catch (error) {
        throw new Error(`[asset-graph] ${where}: ${(error as Error).message}`);
      }
      if (graph.assets.length === 0) throw new Error(`[asset-graph] ${where}: no assets found in the snippet`);
      node.attributes = node.attributes.filter((item) => !(item.type === 'mdxJsxAttribute' && item.name === 'graph'));
      node.attributes.push({type: 'mdxJsxAttribute', name: 'graph', value: JSON.stringify(graph)});
    });
  };
}
