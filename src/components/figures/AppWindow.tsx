import React, {type ReactNode} from 'react';
import {Box, Text, textWidth} from './primitives';
import styles from './styles.module.css';

/** Top navigation of the Dagster UI (open source) and of Dagster+, as of 1.10. */
const NAV = {
  oss: ['Overview', 'Runs', 'Assets', 'Jobs', 'Automation', 'Deployment'],
  plus: ['Overview', 'Catalog', 'Runs', 'Jobs', 'Automation', 'Insights', 'Deployment'],
} as const;

export type Product = keyof typeof NAV;
export type NavItem = (typeof NAV)[Product][number];

export const CHROME_HEIGHT = 44;

interface AppWindowProps {
  width: number;
  height: number;
  product?: Product;
  /** The highlighted top-level page. */
  active?: NavItem;
  /** Deployment shown in Dagster+'s switcher. */
  deployment?: string;
  children: ReactNode;
}

/**
 * The frame every UI figure sits in: a window with the product's top bar.
 * Content starts at y = CHROME_HEIGHT.
 */
export default function AppWindow({width, height, product = 'oss', active, deployment = 'prod', children}: AppWindowProps): ReactNode {
  let x = product === 'plus' ? 110 : 100;
  const switcherLabel = `⎇ ${deployment}`;
  const switcherWidth = product === 'plus' ? Math.max(100, Math.round(textWidth(switcherLabel, 13) + 28)) : 0;
  return (
    <g>
      <rect x={0} y={0} width={width} height={height} className={styles.canvas} />
      <Box x={8} y={8} width={width - 16} height={height - 16} radius={8} />
      <path d={`M8 ${CHROME_HEIGHT} H${width - 8}`} className={styles.rule} />
      <circle cx={28} cy={26} r={8} className={styles.accentFill} />
      <Text x={42} y={31} weight={700}>
        {product === 'plus' ? 'Dagster+' : 'Dagster'}
      </Text>
      {NAV[product].map((item) => {
        const left = x;
        const itemWidth = textWidth(item, 13, false, true) + 16;
        x += itemWidth;
        // Items that would run into the deployment switcher or the edge are left out.
        if (left + itemWidth > width - (product === 'plus' ? switcherWidth + 30 : 16)) return null;
        return (
          <g key={item}>
            <Text x={left + 9} y={31} tone={item === active ? 'accent' : 'muted'} weight={item === active ? 600 : 400}>
              {item}
            </Text>
            {item === active && <rect x={left + 6} y={CHROME_HEIGHT - 3} width={itemWidth - 12} height={3} className={styles.accentFill} />}
          </g>
        );
      })}
      {product === 'plus' && (
        <g>
          <Box x={width - 20 - switcherWidth} y={16} width={switcherWidth} height={22} radius={11} variant="raised" />
          <Text x={width - 8 - switcherWidth} y={31} tone="muted">
            {switcherLabel}
          </Text>
        </g>
      )}
      {children}
    </g>
  );
}

/** A page heading inside the window, with an optional muted breadcrumb above it. */
export function PageTitle({x = 28, y = CHROME_HEIGHT + 34, title, crumb}: {x?: number; y?: number; title: string; crumb?: string}): ReactNode {
  return (
    <g>
      {crumb && (
        <Text x={x} y={y - 18} tone="muted">
          {crumb}
        </Text>
      )}
      <Text x={x} y={y} size={17} weight={700}>
        {title}
      </Text>
    </g>
  );
}

