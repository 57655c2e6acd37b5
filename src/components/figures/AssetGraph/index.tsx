import React, {type ReactNode} from 'react';
import Figure from '../Figure';
import {Box, Edge, Pill, Text, type Tone} from '../primitives';
import type {AssetGraphData, GraphAsset} from './extract';
import {assetTags, layoutAssetGraph} from './layout';

export type GraphStatus = 'never' | 'materialized';

interface AssetGraphFigureProps {
  /** JSON filled in at build time by src/remark/asset-graph.ts from `snippet=`. */
  graph?: string;
  /** Path of the snippet the graph was read from (consumed at build time). */
  snippet?: string;
  definitions?: string;
  /** What the nodes show: the state before the first run, or after a successful one. */
  status?: GraphStatus;
  /** Time shown on materialized nodes. */
  time?: string;
  caption: ReactNode;
}

function describe(graph: AssetGraphData): string {
  const parts = graph.assets.map((asset) =>
    asset.deps.length === 0 ? `${asset.key} has no upstream assets` : `${asset.key} depends on ${asset.deps.join(' and ')}`,
  );
  return `Asset graph with ${graph.assets.length} assets, arranged left to right: ${parts.join('; ')}.`;
}

function statusOf(asset: GraphAsset, status: GraphStatus, time: string): {label: string; tone: Tone} {
  if (asset.external) return {label: 'External', tone: 'neutral'};
  if (status === 'never') return {label: 'Never materialized', tone: 'neutral'};
  return {label: `Materialized ${time}`, tone: 'success'};
}

/** An asset graph, laid out from data read out of the page's own example code. */
export default function AssetGraphFigure({graph, status = 'materialized', time = '9:41 AM', caption}: AssetGraphFigureProps): ReactNode {
  if (!graph) throw new Error('AssetGraphFigure: the remark asset-graph plugin did not fill in `graph`');
  const data = JSON.parse(graph) as AssetGraphData;
  const layout = layoutAssetGraph(data);
  const {nodeWidth, nodeHeight} = layout;
  return (
    <Figure width={layout.width} height={layout.height} alt={describe(data)} caption={caption}>
      <rect x={0} y={0} width={layout.width} height={layout.height} fill="var(--fig-canvas)" />
      {layout.edges.map(({from, to}) => (
        <Edge
          key={`${from.asset.key}->${to.asset.key}`}
          x1={from.x + nodeWidth}
          y1={from.y + nodeHeight / 2}
          x2={to.x - 2}
          y2={to.y + nodeHeight / 2}
        />
      ))}
      {layout.nodes.map(({asset, x, y}) => {
        const state = statusOf(asset, status, time);
        const tags = assetTags(asset);
        return (
          <g key={asset.key} data-asset={asset.key}>
            <Box x={x} y={y} width={nodeWidth} height={nodeHeight} radius={8} variant={asset.external ? 'raised' : 'panel'} />
            <rect x={x} y={y + 8} width={4} height={nodeHeight - 16} rx={2} fill="var(--fig-accent)" />
            <Text x={x + 14} y={y + 22} weight={600}>
              {asset.key}
            </Text>
            <Pill x={x + 12} y={y + 30} label={state.label} tone={state.tone} />
            {tags && (
              <Text x={x + 14} y={y + nodeHeight - 10} tone="muted">
                {tags}
              </Text>
            )}
          </g>
        );
      })}
    </Figure>
  );
}

