import type {Root} from 'mdast';
import type {Node} from 'unist';
import {visit} from 'unist-util-visit';
import {readRenderedDiagram} from '../diagrams/cache';

export interface DiagramPluginOptions {
  /** Project root holding diagrams/. */
  rootDir: string;
}

/** What Docusaurus's own mermaid remark plugin leaves for the `mermaid` MDX component. */
interface MermaidNode extends Node {
  type: 'mermaidCodeBlock';
  data: {hName: 'mermaid'; hProperties: {value: string; svg?: string; width?: number; height?: number}};
}

function isMermaidNode(node: Node): node is MermaidNode {
  const data = (node as Partial<MermaidNode>).data;
  return node.type === 'mermaidCodeBlock' && data?.hName === 'mermaid' && typeof data.hProperties?.value === 'string';
}

/**
 * Remark plugin, after Docusaurus's mermaid plugin: hands the `mermaid`
 * component the drawing made ahead of time (src/diagrams/cache.ts). A diagram
 * not drawn yet keeps only its source, and the component draws it in the
 * browser as stock Docusaurus does; a unit test keeps that from reaching a
 * release.
 */
export default function remarkDiagrams({rootDir}: DiagramPluginOptions) {
  return (tree: Root): void => {
    visit(tree as Node, (node: Node) => {
      if (!isMermaidNode(node)) return;
      const drawn = readRenderedDiagram(rootDir, node.data.hProperties.value);
      if (!drawn) return;
      Object.assign(node.data.hProperties, {svg: drawn.svg, width: drawn.width, height: drawn.height});
    });
  };
}
