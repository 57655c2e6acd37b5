import React, {type ReactNode} from 'react';
import AppWindow, {CHROME_HEIGHT, PageTitle} from '../AppWindow';
import Figure from '../Figure';
import {Box, Button, buttonWidth, Dot, Text, type Tone} from '../primitives';

export type PartitionState = 'materialized' | 'failed' | 'missing' | 'running';

const STATE_TONE: Record<PartitionState, Tone> = {
  materialized: 'success',
  failed: 'danger',
  missing: 'neutral',
  running: 'info',
};
const STATE_LABEL: Record<PartitionState, string> = {
  materialized: 'Materialized',
  failed: 'Failed',
  missing: 'Missing',
  running: 'In progress',
};

export interface PartitionsViewProps {
  assetKey: string;
  /** Partition keys and their state, in order. */
  partitions: Array<{key: string; state: PartitionState}>;
  /** When set, a launch dialog over the page: its title, the selected range and the button label. */
  dialog?: {title: string; range: string; summary: string; launch: string; options: Array<{label: string; on: boolean}>};
  alt: string;
  caption: ReactNode;
}

/**
 * An asset's Partitions tab: one cell per partition coloured by state, with a
 * count per state. With `dialog`, the materialize/backfill dialog opened over it.
 */
export default function PartitionsView({assetKey, partitions, dialog, alt, caption}: PartitionsViewProps): ReactNode {
  const width = 760;
  const barTop = CHROME_HEIGHT + 104;
  // At most 24 cells a row, spread evenly over the rows needed.
  const columns = Math.ceil(partitions.length / Math.ceil(partitions.length / 24));
  const cell = (width - 56) / columns;
  const rows = Math.ceil(partitions.length / columns);
  const legendY = barTop + (rows - 1) * 46 + 52;
  const height = Math.max(legendY + 40, dialog ? CHROME_HEIGHT + 70 + 92 + dialog.options.length * 28 + 110 : 0);
  const counts = (Object.keys(STATE_LABEL) as PartitionState[]).map((state) => [state, partitions.filter((p) => p.state === state).length] as const);
  return (
    <Figure width={width} height={height} alt={alt} caption={caption}>
      <AppWindow width={width} height={height} active="Assets">
        <PageTitle title={assetKey} crumb="Assets" y={CHROME_HEIGHT + 42} />
        <Text x={28} y={CHROME_HEIGHT + 76} weight={600}>
          {`Partitions · ${partitions.length}`}
        </Text>
        {partitions.map((partition, index) => {
          const x = 28 + (index % columns) * cell;
          const y = barTop + Math.floor(index / columns) * 46;
          const tone = STATE_TONE[partition.state];
          return (
            <g key={partition.key}>
              <rect x={x + 1} y={y} width={cell - 2} height={22} rx={3} fill={`var(--fig-${tone}${partition.state === 'missing' ? '-soft' : ''})`} stroke="var(--fig-border)" strokeWidth={partition.state === 'missing' ? 1 : 0} />
              {(index % columns === 0 || columns <= 6) && (
                <Text x={x + (columns <= 6 ? cell / 2 : 1)} y={y - 6} tone="muted" anchor={columns <= 6 ? 'middle' : 'start'}>
                  {partition.key}
                </Text>
              )}
            </g>
          );
        })}
        {counts.map(([state, count], index) => (
          <g key={state}>
            <Dot cx={34 + index * 150} cy={legendY - 4} tone={STATE_TONE[state]} />
            <Text x={46 + index * 150} y={legendY + 1}>
              {`${STATE_LABEL[state]} ${count}`}
            </Text>
          </g>
        ))}
        {dialog && (
          <g>
            <rect x={8} y={CHROME_HEIGHT} width={width - 16} height={height - CHROME_HEIGHT - 8} fill="var(--fig-canvas)" opacity={0.72} />
            <Box x={120} y={CHROME_HEIGHT + 24} width={520} height={height - CHROME_HEIGHT - 48} radius={10} />
            <Text x={140} y={CHROME_HEIGHT + 54} size={16} weight={700}>
              {dialog.title}
            </Text>
            <Text x={140} y={CHROME_HEIGHT + 86} tone="muted">
              Partition selection
            </Text>
            <Box x={140} y={CHROME_HEIGHT + 96} width={480} height={30} radius={5} variant="raised" />
            <Text x={152} y={CHROME_HEIGHT + 116} mono>
              {dialog.range}
            </Text>
            <Text x={140} y={CHROME_HEIGHT + 148} tone="muted">
              {dialog.summary}
            </Text>
            {dialog.options.map((option, index) => {
              const y = CHROME_HEIGHT + 168 + index * 28;
              return (
                <g key={option.label}>
                  <rect x={140} y={y} width={16} height={16} rx={3} fill={option.on ? 'var(--fig-accent)' : 'var(--fig-panel)'} stroke="var(--fig-border)" />
                  {option.on && <path d={`M${143} ${y + 8} l4 4 l7 -8`} stroke="var(--fig-panel)" strokeWidth={2} fill="none" />}
                  <Text x={166} y={y + 13}>
                    {option.label}
                  </Text>
                </g>
              );
            })}
            <Button x={620 - buttonWidth(dialog.launch)} y={height - 70} label={dialog.launch} primary />
            <Button x={620 - buttonWidth(dialog.launch) - 10 - buttonWidth('Cancel')} y={height - 70} label="Cancel" />
          </g>
        )}
      </AppWindow>
    </Figure>
  );
}
