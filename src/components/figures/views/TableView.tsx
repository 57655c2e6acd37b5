import React, {type ReactNode} from 'react';
import AppWindow, {CHROME_HEIGHT, PageTitle, type NavItem, type Product} from '../AppWindow';
import Figure from '../Figure';
import {Badge, Box, Button, buttonWidth, Dot, Pill, TableRow, Text, type Tone} from '../primitives';

/** A cell: plain text, or a richer mark drawn by the table. */
export type Cell =
  | string
  | {mono: string}
  | {muted: string}
  | {pill: string; tone: Tone}
  | {dot: string; tone: Tone}
  | {badges: string[]}
  | {toggle: boolean; label?: string}
  | {link: string};

export interface Column {
  title: string;
  /** Left edge of the column, from the table's left edge. */
  x: number;
}

export interface TableViewProps {
  product?: Product;
  active?: NavItem;
  /** Deployment named in Dagster+'s switcher. */
  deployment?: string;
  crumb?: string;
  title: string;
  /** Muted line under the title. */
  subtitle?: string;
  /** Filter chips or tabs drawn above the table; the first one is selected. */
  tabs?: string[];
  actions?: Array<{label: string; primary?: boolean}>;
  columns: Column[];
  rows: Cell[][];
  width?: number;
  alt: string;
  caption: ReactNode;
}

function CellMark({cell}: {cell: Cell}): ReactNode {
  const baseline = 21.5;
  if (typeof cell === 'string') return <Text x={0} y={baseline}>{cell}</Text>;
  // SVG collapses spaces: keep leading indentation (a condition tree) as no-break spaces.
  if ('mono' in cell) return <Text x={0} y={baseline} mono>{cell.mono.replace(/^ +/, (spaces) => '\u00a0'.repeat(spaces.length))}</Text>;
  if ('muted' in cell) return <Text x={0} y={baseline} tone="muted">{cell.muted}</Text>;
  if ('link' in cell) return <Text x={0} y={baseline} tone="accent" weight={600}>{cell.link}</Text>;
  if ('pill' in cell) return <Pill x={0} y={6} label={cell.pill} tone={cell.tone} />;
  if ('dot' in cell)
    return (
      <g>
        <Dot cx={5} cy={17} tone={cell.tone} />
        <Text x={16} y={baseline}>{cell.dot}</Text>
      </g>
    );
  if ('badges' in cell) {
    let x = 0;
    return (
      <g>
        {cell.badges.map((label) => {
          const left = x;
          x += label.length * 7.3 + 20;
          return <Badge key={label} x={left} y={7} label={label} />;
        })}
      </g>
    );
  }
  return (
    <g>
      <rect x={0} y={8} width={34} height={18} rx={9} fill={cell.toggle ? 'var(--fig-accent)' : 'var(--fig-neutral-soft)'} stroke="var(--fig-border)" />
      <circle cx={cell.toggle ? 25 : 9} cy={17} r={6} fill={cell.toggle ? 'var(--fig-panel)' : 'var(--fig-muted)'} />
      {cell.label && <Text x={44} y={baseline} tone="muted">{cell.label}</Text>}
    </g>
  );
}

/** A list page of the UI: title, optional tabs and buttons, then a table. Most UI lists share this shape. */
export default function TableView({product = 'oss', active, deployment, crumb, title, subtitle, tabs, actions = [], columns, rows, width = 760, alt, caption}: TableViewProps): ReactNode {
  const titleY = CHROME_HEIGHT + (crumb ? 42 : 34);
  let top = titleY + (subtitle ? 40 : 18);
  const tabsY = top;
  if (tabs) top += 40;
  const height = top + 34 + rows.length * 34 + 28;
  let actionX = width - 28;
  let tabX = 28;
  return (
    <Figure width={width} height={height} alt={alt} caption={caption}>
      <AppWindow width={width} height={height} product={product} {...(active ? {active} : {})} {...(deployment ? {deployment} : {})}>
        <PageTitle title={title} y={titleY} {...(crumb ? {crumb} : {})} />
        {subtitle && (
          <Text x={28} y={titleY + 22} tone="muted">
            {subtitle}
          </Text>
        )}
        {[...actions].reverse().map((action) => {
          actionX -= buttonWidth(action.label);
          const x = actionX;
          actionX -= 10;
          return <Button key={action.label} x={x} y={titleY - 20} label={action.label} primary={action.primary ?? false} />;
        })}
        {tabs?.map((tab, index) => {
          const x = tabX;
          const tabWidth = tab.length * 7.3 + 24;
          tabX += tabWidth + 8;
          return (
            <g key={tab}>
              <Box x={x} y={tabsY} width={tabWidth} height={26} radius={13} variant={index === 0 ? 'accent' : 'raised'} />
              <Text x={x + tabWidth / 2} y={tabsY + 17.5} anchor="middle" tone={index === 0 ? 'accent' : 'muted'} weight={index === 0 ? 600 : 400}>
                {tab}
              </Text>
            </g>
          );
        })}
        <TableRow x={20} y={top} width={width - 40} header cells={columns.map((column) => ({x: column.x + 8, content: column.title}))} />
        {rows.map((row, index) => (
          <TableRow
            key={index}
            x={20}
            y={top + 34 + index * 34}
            width={width - 40}
            cells={row.map((cell, column) => ({x: (columns[column]?.x ?? 0) + 8, content: <CellMark cell={cell} />}))}
          />
        ))}
      </AppWindow>
    </Figure>
  );
}
