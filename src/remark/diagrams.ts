import type {Root} from 'mdast';
import type {Node} from 'unist';
import {visit} from 'unist-util-visit';
import {diagramDrawings, smallLabelScreens} from '../diagrams/legibility';

export interface DiagramPluginOptions {
  /** Project root holding diagrams/. */
  rootDir: string;
}

/** Where a drawing's labels are shown under 12 px, so the page offers its full-size view. */
export type SmallLabels = 'phone' | 'all';

/** What the `mermaid` component gets (src/theme/Mermaid): the desktop drawing, and the phone's when it differs. */
export interface DrawnDiagramProps {
  svg: string;
  width: number;
  height: number;
  narrowSvg?: string;
  narrowWidth?: number;
  smallLabels?: SmallLabels;
}

/** What Docusaurus's own mermaid remark plugin leaves for the `mermaid` MDX component. */
interface MermaidNode extends Node {
  type: 'mermaidCodeBlock';
  data: {hName: 'mermaid'; hProperties: {value: string} & Partial<DrawnDiagramProps>};
}

function isMermaidNode(node: Node): node is MermaidNode {
  const data = (node as Partial<MermaidNode>).data;
  return node.type === 'mermaidCodeBlock' && data?.hName === 'mermaid' && typeof data.hProperties?.value === 'string';
}

/**
 * Remark plugin, after Docusaurus's mermaid plugin: hands the `mermaid`
 * component the drawing made ahead of time (src/diagrams/cache.ts) for each
 * screen (src/diagrams/legibility.ts), and says where its labels are too small
 * to read, so the component offers a full-size view there. A diagram not drawn
 * yet keeps only its source, and the component draws it in the browser as
 * stock Docusaurus does; a unit test keeps that from reaching a release.
 */
export default function remarkDiagrams({rootDir}: DiagramPluginOptions) {
  return (tree: Root): void => {
    visit(tree as Node, (node: Node) => {
      if (!isMermaidNode(node)) return;
      const drawings = diagramDrawings(rootDir, node.data.hProperties.value);
      if (!drawings) return;
      const {desktop, phone} = drawings;
      const small = smallLabelScreens(drawings);
      const props: DrawnDiagramProps = {svg: desktop.drawing.svg, width: desktop.drawing.width, height: desktop.drawing.height};
      if (phone.drawing !== desktop.drawing) Object.assign(props, {narrowSvg: phone.drawing.svg, narrowWidth: phone.drawing.width});
      // The phone column is the narrower one: labels small on a desktop are small on a phone too.
      if (small.length > 0) props.smallLabels = small.includes('desktop') ? 'all' : 'phone';
      Object.assign(node.data.hProperties, props);
    });
  };
}
