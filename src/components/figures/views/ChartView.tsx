import React, {type ReactNode} from 'react';
import AppWindow, {CHROME_HEIGHT, PageTitle} from '../AppWindow';
import Figure from '../Figure';
import {Box, Rule, Text} from '../primitives';

export interface ChartViewProps {
  title: string;
  crumb?: string;
  /** The metric and its unit, as the chart's heading shows them. */
  metric: string;
  /** X-axis labels, one per point. */
  labels: string[];
  /** Each series: a name and one value per label. The first is drawn in the accent colour. */
  series: Array<{name: string; values: number[]}>;
  /** Rows of the table under the chart: name, then figures. */
  table: {columns: string[]; rows: string[][]};
  alt: string;
  caption: ReactNode;
}

/** Dagster+ Insights: a metric over time per series, with the totals in a table below. */
export default function ChartView({title, crumb, metric, labels, series, table, alt, caption}: ChartViewProps): ReactNode {
  const width = 760;
  const chartTop = CHROME_HEIGHT + 84;
  const chartHeight = 170;
  const tableTop = chartTop + chartHeight + 56;
  const height = tableTop + 34 * (table.rows.length + 1) + 28;
  const left = 80;
  const right = width - 40;
  // Three gridline steps of a round size (1, 2 or 5 times a power of ten) above zero.
  const rough = Math.max(...series.flatMap((item) => item.values)) / 3;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const gridStep = ([1, 2, 5, 10].find((factor) => factor * magnitude >= rough) ?? 10) * magnitude;
  const max = gridStep * 3;
  const step = (right - left) / Math.max(1, labels.length - 1);
  const yOf = (value: number) => chartTop + 32 + (1 - value / max) * (chartHeight - 52);
  const gridValues = [0, gridStep, 2 * gridStep, 3 * gridStep];
  const strokes = ['var(--fig-accent)', 'var(--fig-warning)', 'var(--fig-info)'];
  return (
    <Figure width={width} height={height} alt={alt} caption={caption}>
      <AppWindow width={width} height={height} product="plus" active="Insights">
        <PageTitle title={title} y={CHROME_HEIGHT + 42} {...(crumb ? {crumb} : {})} />
        <Box x={20} y={chartTop - 14} width={width - 40} height={chartHeight + 40} radius={6} />
        <Text x={34} y={chartTop + 6} weight={600}>
          {metric}
        </Text>
        {series.map((item, index) => (
          <g key={item.name}>
            <rect x={width - 260 + index * 120} y={chartTop - 4} width={14} height={4} fill={strokes[index % strokes.length]} />
            <Text x={width - 240 + index * 120} y={chartTop + 2} tone="muted" mono>
              {item.name}
            </Text>
          </g>
        ))}
        {gridValues.map((value) => (
          <g key={value}>
            <Rule x1={left} y1={yOf(value)} x2={right} y2={yOf(value)} />
            <Text x={left - 8} y={yOf(value) + 4} tone="muted" anchor="end">
              {String(value)}
            </Text>
          </g>
        ))}
        {labels.map((label, index) =>
          index % Math.ceil(labels.length / 7) === 0 ? (
            <Text key={label} x={left + index * step} y={chartTop + chartHeight + 14} tone="muted" anchor="middle">
              {label}
            </Text>
          ) : null,
        )}
        {series.map((item, index) => (
          <polyline
            key={item.name}
            points={item.values.map((value, point) => `${left + point * step},${yOf(value)}`).join(' ')}
            fill="none"
            stroke={strokes[index % strokes.length]}
            strokeWidth={2.5}
            strokeLinejoin="round"
          />
        ))}
        {table.columns.map((column, index) => (
          <Text key={column} x={index === 0 ? 34 : width - 40 - (table.columns.length - 1 - index) * 130} y={tableTop + 22} tone="muted" weight={600} anchor={index === 0 ? 'start' : 'end'}>
            {column}
          </Text>
        ))}
        <Rule x1={20} y1={tableTop + 34} x2={width - 20} y2={tableTop + 34} />
        {table.rows.map((row, rowIndex) => (
          <g key={rowIndex}>
            {row.map((value, index) => (
              <Text key={index} x={index === 0 ? 34 : width - 40 - (row.length - 1 - index) * 130} y={tableTop + 56 + rowIndex * 34} anchor={index === 0 ? 'start' : 'end'} mono={index === 0}>
                {value}
              </Text>
            ))}
            <Rule x1={20} y1={tableTop + 68 + rowIndex * 34} x2={width - 20} y2={tableTop + 68 + rowIndex * 34} />
          </g>
        ))}
      </AppWindow>
    </Figure>
  );
}
