import React, {type ReactNode} from 'react';
import AppWindow, {CHROME_HEIGHT, PageTitle} from '../AppWindow';
import Figure from '../Figure';
import {Bar, Box, Pill, Rule, Text, type Tone} from '../primitives';
import styles from '../styles.module.css';

export interface RunStep {
  key: string;
  /** Start and end in seconds from the run's start. */
  start: number;
  end: number;
  tone: Tone;
}

export interface RunLog {
  time: string;
  level?: 'WARNING' | 'ERROR';
  step: string;
  event: string;
  message: string;
}

export interface RunViewProps {
  runId: string;
  status: {label: string; tone: Tone};
  target: string;
  steps: RunStep[];
  logs: RunLog[];
  product?: 'oss' | 'plus';
  alt: string;
  caption: ReactNode;
}

export const RUN_VIEW_WIDTH = 760;
const LABEL_WIDTH = 200;

/** The run page: a Gantt-style timeline of steps above the structured event log. */
export default function RunView({runId, status, target, steps, logs, product = 'oss', alt, caption}: RunViewProps): ReactNode {
  const width = RUN_VIEW_WIDTH;
  const timelineTop = CHROME_HEIGHT + 68;
  const rowHeight = 26;
  const logTop = timelineTop + 30 + steps.length * rowHeight + 16;
  const height = logTop + 34 + logs.length * 30 + 24;
  const span = Math.max(...steps.map((step) => step.end), 1);
  const trackLeft = 28 + LABEL_WIDTH;
  const trackWidth = width - trackLeft - 44;
  const tick = span <= 4 ? 1 : span <= 12 ? 2 : span <= 30 ? 5 : 10;
  const ticks = Array.from({length: Math.floor(span / tick) + 1}, (_, index) => index * tick);

  return (
    <Figure width={width} height={height} alt={alt} caption={caption}>
    <AppWindow width={width} height={height} product={product} active="Runs">
      <PageTitle title={`Run ${runId}`} crumb={`Runs › ${target}`} y={CHROME_HEIGHT + 48} />
      <Pill x={width - 40 - 110} y={CHROME_HEIGHT + 30} label={status.label} tone={status.tone} />
      <Box x={20} y={timelineTop} width={width - 40} height={30 + steps.length * rowHeight + 4} radius={6} variant="raised" />
      {ticks.map((second) => {
        const x = trackLeft + (second / span) * trackWidth;
        return (
          <g key={second}>
            <Rule x1={x} y1={timelineTop + 22} x2={x} y2={timelineTop + 26 + steps.length * rowHeight} />
            <Text x={x} y={timelineTop + 17} tone="muted" anchor="middle">
              {`${second}s`}
            </Text>
          </g>
        );
      })}
      {steps.map((step, index) => {
        const y = timelineTop + 30 + index * rowHeight;
        return (
          <g key={step.key}>
            <Text x={32} y={y + 12} mono>
              {step.key}
            </Text>
            <Bar x={trackLeft + (step.start / span) * trackWidth} y={y + 1} width={((step.end - step.start) / span) * trackWidth} tone={step.tone} />
          </g>
        );
      })}
      <Text x={28} y={logTop + 20} weight={600}>
        Event log
      </Text>
      <Text x={width - 28} y={logTop + 20} tone="muted" anchor="end">
        {`${logs.length} events shown`}
      </Text>
      <Rule x1={20} y1={logTop + 30} x2={width - 20} y2={logTop + 30} />
      {logs.map((log, index) => {
        const y = logTop + 34 + index * 30;
        const tone = log.level === 'ERROR' ? 'danger' : log.level === 'WARNING' ? 'warning' : 'accent';
        return (
          <g key={index}>
            <Text x={28} y={y + 19} tone="muted" mono>
              {log.time}
            </Text>
            <Text x={104} y={y + 19} tone={tone} weight={600}>
              {log.event}
            </Text>
            <Text x={300} y={y + 19}>
              {log.step && (
                <tspan className={`${styles.mono} ${styles.muted}`}>{log.step}</tspan>
              )}
              <tspan dx={log.step ? 10 : 0}>{log.message}</tspan>
            </Text>
            <Rule x1={20} y1={y + 29} x2={width - 20} y2={y + 29} />
          </g>
        );
      })}
    </AppWindow>
    </Figure>
  );
}
