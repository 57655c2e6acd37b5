import type {Root} from 'mdast';
import type {Node} from 'unist';
import {visit} from 'unist-util-visit';
import {diagramFile, readRenderedDiagram} from '../diagrams/cache';
import {chooseDrawings, narrowVariant} from '../diagrams/narrow';

export interface DiagramPluginOptions {
  /** Project root holding diagrams/. */
  rootDir: string;
}

/** What Docusaurus's own mermaid remark plugin leaves for the `mermaid` MDX component. */
interface MermaidNode extends Node {
  type: 'mermaidCodeBlock';
  data: {hName: 'mermaid'; hProperties: {value: string; svg?: string; width?: number; height?: number; narrowSvg?: string; narrowWidth?: number}};
}

function isMermaidNode(node: Node): node is MermaidNode {
  const data = (node as Partial<MermaidNode>).data;
  return node.type === 'mermaidCodeBlock' && data?.hName === 'mermaid' && typeof data.hProperties?.value === 'string';
}

/**
 * Remark plugin, after Docusaurus's mermaid plugin: hands the `mermaid`
 * component the drawing made ahead of time (src/diagrams/cache.ts), and for a
 * left-to-right flowchart too wide for a column, its top-to-bottom drawing
 * (src/diagrams/narrow.ts). A diagram
 * not drawn yet keeps only its source, and the component draws it in the
 * browser as stock Docusaurus does; a unit test keeps that from reaching a
 * release.
 */
export default function remarkDiagrams({rootDir}: DiagramPluginOptions) {
  return (tree: Root): void => {
    visit(tree as Node, (node: Node) => {
      if (!isMermaidNode(node)) return;
      const source = node.data.hProperties.value;
      const drawn = readRenderedDiagram(rootDir, source);
      if (!drawn) return;
      const narrowSource = narrowVariant(source);
      const choice = narrowSource === null ? 'wide' : chooseDrawings(drawn.width);
      if (choice === 'wide') {
        Object.assign(node.data.hProperties, {svg: drawn.svg, width: drawn.width, height: drawn.height});
        return;
      }
      const narrow = readRenderedDiagram(rootDir, narrowSource!);
      if (!narrow) {
        throw new Error(`diagrams: the top-to-bottom drawing of a left-to-right diagram is missing (${diagramFile(rootDir, narrowSource!)}); run \`npm run diagrams\`.\n${source}`);
      }
      Object.assign(
        node.data.hProperties,
        choice === 'narrow'
          ? {svg: narrow.svg, width: narrow.width, height: narrow.height}
          : {svg: drawn.svg, width: drawn.width, height: drawn.height, narrowSvg: narrow.svg, narrowWidth: narrow.width},
      );
    });
  };
}
