import {textWidth} from '../measure';
import type {AssetGraphData, GraphAsset} from './extract';

export interface PlacedNode {
  asset: GraphAsset;
  layer: number;
  x: number;
  y: number;
}

export interface PlacedEdge {
  from: PlacedNode;
  to: PlacedNode;
}

export interface GraphLayout {
  nodes: PlacedNode[];
  edges: PlacedEdge[];
  width: number;
  height: number;
  /** Every node has the same width: enough for the longest key in 13 px semibold. */
  nodeWidth: number;
  /** Taller when some node has a line of tags under its status. */
  nodeHeight: number;
}

const MIN_NODE_WIDTH = 200;

/**
 * The muted line under an asset's status: kinds, partitioning and checks. The
 * group is left out: it would widen every node past the page at desktop width.
 */
export function assetTags(asset: GraphAsset): string {
  return [
    ...asset.kinds,
    ...(asset.partitioned ? ['partitioned'] : []),
    ...(asset.checks.length > 0 ? [`${asset.checks.length} check${asset.checks.length > 1 ? 's' : ''}`] : []),
  ].join(' · ');
}
const NODE_HEIGHT_WITH_TAGS = 80;
const NODE_HEIGHT_PLAIN = 60;
const LAYER_GAP = 48;
const ROW_GAP = 18;
const PADDING = 16;

/**
 * Left-to-right layered layout: an asset's layer is the length of the longest
 * path from a source to it, so every edge points right. Inside a layer, assets
 * keep the order the code defines them in, which is the order a reader meets
 * them on the page. Layers are centred vertically.
 */
export function layoutAssetGraph(graph: AssetGraphData): GraphLayout {
  const byKey = new Map(graph.assets.map((asset) => [asset.key, asset]));
  const layerOf = new Map<string, number>();
  const visiting = new Set<string>();
  const layer = (key: string): number => {
    const known = layerOf.get(key);
    if (known !== undefined) return known;
    if (visiting.has(key)) throw new Error(`dependency cycle through ${key}`);
    visiting.add(key);
    const deps = byKey.get(key)?.deps.filter((dep) => byKey.has(dep)) ?? [];
    const value = deps.length === 0 ? 0 : Math.max(...deps.map(layer)) + 1;
    visiting.delete(key);
    layerOf.set(key, value);
    return value;
  };
  graph.assets.forEach((asset) => layer(asset.key));

  const layers: GraphAsset[][] = [];
  for (const asset of graph.assets) {
    const index = layerOf.get(asset.key) as number;
    (layers[index] ??= []).push(asset);
  }
  const nodeWidth = Math.max(
    MIN_NODE_WIDTH,
    ...graph.assets.map((asset) => Math.ceil(Math.max(textWidth(asset.key, 13, false, true), textWidth(assetTags(asset), 13)) + 30)),
  );
  const nodeHeight = graph.assets.some((asset) => assetTags(asset) !== '') ? NODE_HEIGHT_WITH_TAGS : NODE_HEIGHT_PLAIN;
  const tallest = Math.max(1, ...layers.map((column) => column.length));
  const height = PADDING * 2 + tallest * nodeHeight + (tallest - 1) * ROW_GAP;

  const nodes: PlacedNode[] = [];
  layers.forEach((column, index) => {
    const columnHeight = column.length * nodeHeight + (column.length - 1) * ROW_GAP;
    const top = (height - columnHeight) / 2;
    column.forEach((asset, row) => {
      nodes.push({asset, layer: index, x: PADDING + index * (nodeWidth + LAYER_GAP), y: top + row * (nodeHeight + ROW_GAP)});
    });
  });

  const placed = new Map(nodes.map((node) => [node.asset.key, node]));
  const edges: PlacedEdge[] = nodes.flatMap((to) =>
    to.asset.deps.flatMap((dep) => {
      const from = placed.get(dep);
      return from ? [{from, to}] : [];
    }),
  );
  const width = PADDING * 2 + layers.length * nodeWidth + Math.max(0, layers.length - 1) * LAYER_GAP;
  return {nodes, edges, width, height, nodeWidth, nodeHeight};
}
