import React, {useId, type ReactNode} from 'react';
import {textWidth} from './measure';
import styles from './styles.module.css';

/** Drawing primitives shared by every figure, in SVG units (1 unit = 1 px at natural size). */

export type Tone = 'success' | 'danger' | 'warning' | 'info' | 'neutral';

const TONE_TEXT: Record<Tone, string | undefined> = {
  success: styles.successText,
  danger: styles.dangerText,
  warning: styles.warningText,
  info: styles.infoText,
  neutral: styles.neutralText,
};
const TONE_FILL: Record<Tone, string | undefined> = {
  success: styles.successFill,
  danger: styles.dangerFill,
  warning: styles.warningFill,
  info: styles.infoFill,
  neutral: styles.neutralFill,
};
const TONE_SOFT: Record<Tone, string | undefined> = {
  success: styles.successSoft,
  danger: styles.dangerSoft,
  warning: styles.warningSoft,
  info: styles.infoSoft,
  neutral: styles.neutralSoft,
};

export {textWidth};

interface TextProps {
  x: number;
  y: number;
  children: ReactNode;
  size?: number;
  weight?: 400 | 600 | 700;
  tone?: 'text' | 'muted' | 'accent' | Tone;
  mono?: boolean;
  anchor?: 'start' | 'middle' | 'end';
}

/** A single line of text; `y` is the baseline. Sizes below 13 are not used (see Figure's MIN_SCALE). */
export function Text({x, y, children, size = 13, weight = 400, tone = 'text', mono = false, anchor = 'start'}: TextProps): ReactNode {
  const toneClass = tone === 'text' ? styles.text : tone === 'muted' ? styles.muted : tone === 'accent' ? styles.accentText : TONE_TEXT[tone];
  return (
    <text
      x={x}
      y={y}
      fontSize={size}
      fontWeight={weight}
      textAnchor={anchor}
      className={[toneClass, mono ? styles.mono : ''].filter(Boolean).join(' ')}>
      {children}
    </text>
  );
}

interface BoxProps {
  x: number;
  y: number;
  width: number;
  height: number;
  radius?: number;
  variant?: 'panel' | 'raised' | 'plain' | 'accent';
}

export function Box({x, y, width, height, radius = 6, variant = 'panel'}: BoxProps): ReactNode {
  const variantClass = {panel: styles.panel, raised: styles.raised, plain: styles.plain, accent: styles.accentSoft}[variant];
  return <rect x={x} y={y} width={width} height={height} rx={radius} className={variantClass} />;
}

export function Rule({x1, y1, x2, y2}: {x1: number; y1: number; x2: number; y2: number}): ReactNode {
  return <line x1={x1} y1={y1} x2={x2} y2={y2} className={styles.rule} />;
}

/** A status pill: tinted background, coloured label. Returns its width through layout, not state. */
export function Pill({x, y, label, tone}: {x: number; y: number; label: string; tone: Tone}): ReactNode {
  const width = pillWidth(label);
  return (
    <g>
      <rect x={x} y={y} width={width} height={22} rx={11} className={TONE_SOFT[tone]} />
      <circle cx={x + 11} cy={y + 11} r={3.5} className={TONE_FILL[tone]} />
      <Text x={x + 20} y={y + 15.5} tone={tone} weight={600}>
        {label}
      </Text>
    </g>
  );
}

export function pillWidth(label: string): number {
  return Math.round(textWidth(label, 13) + 30);
}

/** A small outlined tag, such as an asset kind or a group name. */
export function Badge({x, y, label}: {x: number; y: number; label: string}): ReactNode {
  const width = Math.round(textWidth(label, 13) + 14);
  return (
    <g>
      <rect x={x} y={y} width={width} height={20} rx={4} className={styles.raised} />
      <Text x={x + 7} y={y + 14.5} tone="muted">
        {label}
      </Text>
    </g>
  );
}

export function Dot({cx, cy, tone, r = 5}: {cx: number; cy: number; tone: Tone; r?: number}): ReactNode {
  return <circle cx={cx} cy={cy} r={r} className={TONE_FILL[tone]} />;
}

export function Button({x, y, label, primary = false}: {x: number; y: number; label: string; primary?: boolean}): ReactNode {
  const width = Math.round(textWidth(label, 13) + 26);
  return (
    <g>
      <rect x={x} y={y} width={width} height={28} rx={6} className={primary ? styles.accentFill : styles.panel} />
      <Text x={x + width / 2} y={y + 18.5} anchor="middle" weight={600} tone={primary ? undefined : 'text'}>
        <tspan className={primary ? styles.onAccent : undefined}>{label}</tspan>
      </Text>
    </g>
  );
}

export function buttonWidth(label: string): number {
  return Math.round(textWidth(label, 13) + 26);
}

/** A bar on a timeline (a run step, a tick, a backfill partition range). */
export function Bar({x, y, width, tone, height = 14}: {x: number; y: number; width: number; tone: Tone | 'accent'; height?: number}): ReactNode {
  return <rect x={x} y={y} width={Math.max(3, width)} height={height} rx={3} className={tone === 'accent' ? styles.accentFill : TONE_FILL[tone]} />;
}

/** A left-to-right edge between two boxes, ending in an arrowhead. */
export function Edge({x1, y1, x2, y2}: {x1: number; y1: number; x2: number; y2: number}): ReactNode {
  const marker = useId().replace(/:/g, '');
  const bend = Math.max(24, (x2 - x1) / 2);
  return (
    <g>
      <defs>
        <marker id={marker} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 z" className={styles.arrow} />
        </marker>
      </defs>
      <path d={`M${x1} ${y1} C${x1 + bend} ${y1} ${x2 - bend} ${y2} ${x2} ${y2}`} className={styles.edge} markerEnd={`url(#${marker})`} />
    </g>
  );
}

/** One row of a table: cells at fixed x offsets, a rule under it. */
export function TableRow({
  x,
  y,
  width,
  cells,
  header = false,
  height = 34,
}: {
  x: number;
  y: number;
  width: number;
  cells: Array<{x: number; content: ReactNode}>;
  header?: boolean;
  height?: number;
}): ReactNode {
  return (
    <g>
      {header && <rect x={x} y={y} width={width} height={height} className={styles.raised} strokeWidth={0} />}
      {cells.map((cell, index) => (
        <g key={index} transform={`translate(${x + cell.x} ${y})`}>
          {typeof cell.content === 'string' ? (
            <Text x={0} y={height / 2 + 4.5} weight={header ? 600 : 400} tone={header ? 'muted' : 'text'}>
              {cell.content}
            </Text>
          ) : (
            cell.content
          )}
        </g>
      ))}
      <Rule x1={x} y1={y + height} x2={x + width} y2={y + height} />
    </g>
  );
}
