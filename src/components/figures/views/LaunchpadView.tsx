import React, {type ReactNode} from 'react';
import AppWindow, {CHROME_HEIGHT, PageTitle} from '../AppWindow';
import Figure from '../Figure';
import {Box, Button, buttonWidth, Dot, Rule, Text} from '../primitives';

export interface LaunchpadViewProps {
  /** What is being launched, as the dialog title names it. */
  title: string;
  crumb: string;
  /** Lines of run config YAML, shown with line numbers. */
  config: string[];
  /** Validation messages of the right-hand panel. */
  checks: Array<{text: string; ok: boolean}>;
  /** Label of the launch button. */
  launch: string;
  alt: string;
  caption: ReactNode;
}

/** The launchpad: a YAML config editor with line numbers, its validation, and the launch button. */
export default function LaunchpadView({title, crumb, config, checks, launch, alt, caption}: LaunchpadViewProps): ReactNode {
  const width = 760;
  const editorTop = CHROME_HEIGHT + 66;
  const editorHeight = Math.max(config.length * 20 + 24, checks.length * 28 + 60);
  const height = editorTop + editorHeight + 64;
  const panelX = 500;
  return (
    <Figure width={width} height={height} alt={alt} caption={caption}>
      <AppWindow width={width} height={height} active="Jobs">
        <PageTitle title={title} crumb={crumb} y={CHROME_HEIGHT + 48} />
        <Box x={20} y={editorTop} width={panelX - 30} height={editorHeight} radius={6} variant="raised" />
        <rect x={21} y={editorTop + 1} width={34} height={editorHeight - 2} fill="var(--fig-neutral-soft)" />
        {config.map((line, index) => (
          <g key={index}>
            <Text x={48} y={editorTop + 24 + index * 20} tone="muted" anchor="end" mono>
              {String(index + 1)}
            </Text>
            <Text x={66} y={editorTop + 24 + index * 20} mono>
              {line.replace(/ /g, '\u00a0')}
            </Text>
          </g>
        ))}
        <Box x={panelX} y={editorTop} width={width - panelX - 20} height={editorHeight} radius={6} />
        <Text x={panelX + 14} y={editorTop + 24} weight={600}>
          Config validation
        </Text>
        <Rule x1={panelX} y1={editorTop + 36} x2={width - 20} y2={editorTop + 36} />
        {checks.map((check, index) => (
          <g key={index}>
            <Dot cx={panelX + 20} cy={editorTop + 56 + index * 28} tone={check.ok ? 'success' : 'danger'} />
            <Text x={panelX + 34} y={editorTop + 61 + index * 28} tone={check.ok ? 'text' : 'danger'}>
              {check.text}
            </Text>
          </g>
        ))}
        <Button x={20} y={editorTop + editorHeight + 16} label="Scaffold missing config" />
        <Button x={width - 20 - buttonWidth(launch)} y={editorTop + editorHeight + 16} label={launch} primary />
      </AppWindow>
    </Figure>
  );
}
