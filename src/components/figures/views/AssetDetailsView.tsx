import React, {type ReactNode} from 'react';
import AppWindow, {CHROME_HEIGHT, PageTitle, type Product} from '../AppWindow';
import Figure from '../Figure';
import {Box, Pill, Rule, Text, type Tone} from '../primitives';

export interface AssetDetailsViewProps {
  assetKey: string;
  description: string;
  /** Tabs of the asset page; `tab` is the selected one. */
  tabs?: string[];
  tab?: string;
  status: {label: string; tone: Tone};
  /** Metadata of the latest materialization. */
  metadata: Array<[string, string]>;
  /** Recent events, newest first: time, run, and an optional status. */
  events: Array<{time: string; run: string; label: string; tone: Tone}>;
  eventsTitle?: string;
  product?: Product;
  alt: string;
  caption: ReactNode;
}

const DEFAULT_TABS = ['Overview', 'Partitions', 'Events', 'Checks', 'Lineage', 'Automation'];

/** An asset's page: status, metadata of the latest materialization, and its recent events. */
export default function AssetDetailsView({
  assetKey,
  description,
  tabs = DEFAULT_TABS,
  tab = 'Overview',
  status,
  metadata,
  events,
  eventsTitle = 'Materializations',
  product = 'oss',
  alt,
  caption,
}: AssetDetailsViewProps): ReactNode {
  const width = 760;
  const tabsY = CHROME_HEIGHT + 84;
  const top = tabsY + 22;
  const rows = Math.max(metadata.length, events.length);
  const height = top + 56 + rows * 30 + 30;
  const split = 380;
  let tabX = 28;
  return (
    <Figure width={width} height={height} alt={alt} caption={caption}>
      <AppWindow width={width} height={height} product={product} active={product === 'plus' ? 'Catalog' : 'Assets'}>
        <PageTitle title={assetKey} crumb="Assets" y={CHROME_HEIGHT + 42} />
        <Text x={28} y={CHROME_HEIGHT + 64} tone="muted">
          {description}
        </Text>
        <g transform={`translate(${width - 28 - status.label.length * 7.3 - 30} ${CHROME_HEIGHT + 24})`}>
          <Pill x={0} y={0} label={status.label} tone={status.tone} />
        </g>
        {tabs.map((name) => {
          const x = tabX;
          const tabWidth = name.length * 7.3 + 20;
          tabX += tabWidth;
          return (
            <g key={name}>
              <Text x={x + 10} y={tabsY + 10} tone={name === tab ? 'accent' : 'muted'} weight={name === tab ? 600 : 400}>
                {name}
              </Text>
              {name === tab && <rect x={x + 6} y={tabsY + 18} width={tabWidth - 12} height={3} fill="var(--fig-accent)" />}
            </g>
          );
        })}
        <Rule x1={20} y1={top} x2={width - 20} y2={top} />
        <Box x={20} y={top + 14} width={split - 30} height={rows * 30 + 36} radius={6} />
        <Text x={34} y={top + 36} weight={600}>
          Latest materialization metadata
        </Text>
        {metadata.map(([key, value], index) => (
          <g key={key}>
            <Text x={34} y={top + 66 + index * 30} tone="muted" mono>
              {key}
            </Text>
            <Text x={split - 24} y={top + 66 + index * 30} anchor="end" mono>
              {value}
            </Text>
          </g>
        ))}
        <Box x={split} y={top + 14} width={width - split - 20} height={rows * 30 + 36} radius={6} />
        <Text x={split + 14} y={top + 36} weight={600}>
          {eventsTitle}
        </Text>
        {events.map((event, index) => (
          <g key={index}>
            <Text x={split + 14} y={top + 66 + index * 30}>
              {event.time}
            </Text>
            <Text x={split + 150} y={top + 66 + index * 30} tone="accent" mono>
              {event.run}
            </Text>
            <g transform={`translate(${width - 34 - event.label.length * 7.3 - 30} ${top + 50 + index * 30})`}>
              <Pill x={0} y={0} label={event.label} tone={event.tone} />
            </g>
          </g>
        ))}
      </AppWindow>
    </Figure>
  );
}
