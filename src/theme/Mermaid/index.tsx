import React, {lazy, Suspense, useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props as StockProps} from '@theme/Mermaid';
import styles from './styles.module.css';

/** src/remark/diagrams.ts adds the drawing made ahead of time, when there is one. */
type Props = StockProps & {svg?: string; width?: number; height?: number; narrowSvg?: string; narrowWidth?: number};

// Only for a diagram not drawn yet (while writing a page): the stock component
// draws it in the browser. Loaded lazily so no page with drawn diagrams pays
// for the Mermaid library.
const MermaidDiagram = lazy(() => import('@theme-original/Mermaid'));

function DiagramSource({value}: StockProps): ReactNode {
  return (
    <pre className={styles.source} aria-label="Diagram source (rendering)">
      <code>{value}</code>
    </pre>
  );
}

/**
 * A drawn diagram at its natural size, scaled down to fit the column when it is
 * wider: never cut off, never scrolled under a hint. The SVG is in the server
 * HTML with its proportions, so nothing shifts; its colours are the site's CSS
 * variables, so it follows the colour mode.
 */
function Drawing({svg, width, className}: {svg: string; width: number; className?: string}): ReactNode {
  // A stable object: React 19 sets innerHTML (redraws the SVG) for a new one, React 18 compares the strings.
  const innerHtml = useMemo(() => ({__html: svg}), [svg]);
  return <div className={clsx(styles.drawing, className)} style={{'--diagram-width': `${width}px`} as CSSProperties} dangerouslySetInnerHTML={innerHtml} />;
}

/**
 * With a top-to-bottom drawing as well (a left-to-right flowchart that only a
 * desktop column holds legibly), each screen shows the one that fits it; the
 * other is not displayed, so it is not read out twice either.
 */
function DrawnDiagram({svg, width, narrow}: {svg: string; width: number; narrow?: {svg: string; width: number}}): ReactNode {
  return (
    <div className={styles.frame}>
      <Drawing svg={svg} width={width} className={narrow && styles.wideOnly} />
      {narrow && <Drawing svg={narrow.svg} width={narrow.width} className={styles.narrowOnly} />}
    </div>
  );
}

export default function Mermaid(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  if (props.svg && props.width) {
    const narrow = props.narrowSvg && props.narrowWidth ? {svg: props.narrowSvg, width: props.narrowWidth} : undefined;
    return <DrawnDiagram svg={props.svg} width={props.width} narrow={narrow} />;
  }
  if (!isBrowser) {
    return <DiagramSource value={props.value} />;
  }
  return (
    <Suspense fallback={<DiagramSource value={props.value} />}>
      <MermaidDiagram value={props.value} />
    </Suspense>
  );
}
