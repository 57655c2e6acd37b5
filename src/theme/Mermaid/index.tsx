import React, {lazy, Suspense, useMemo, type CSSProperties, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props as StockProps} from '@theme/Mermaid';
import HorizontalScroller from '@site/src/components/HorizontalScroller';
import styles from './styles.module.css';

/** src/remark/diagrams.ts adds the drawing made ahead of time, when there is one. */
type Props = StockProps & {svg?: string; width?: number; height?: number};

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
 * A drawn diagram at its natural size, scaled down to fit the column only as
 * far as 12 px labels (drawn at 16 px, so 75 %), then scrolled sideways. The
 * SVG is in the server HTML with its proportions, so nothing shifts; its
 * colours are the site's CSS variables, so it follows the colour mode.
 */
function DrawnDiagram({svg, width}: {svg: string; width: number}): ReactNode {
  // A stable object: React 19 sets innerHTML (redraws the SVG) for a new one, React 18 compares the strings.
  const innerHtml = useMemo(() => ({__html: svg}), [svg]);
  return (
    <HorizontalScroller label="Diagram" className={styles.scroller}>
      <div className={styles.drawing} style={{'--diagram-width': `${width}px`} as CSSProperties} dangerouslySetInnerHTML={innerHtml} />
    </HorizontalScroller>
  );
}

export default function Mermaid(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  if (props.svg && props.width) {
    return <DrawnDiagram svg={props.svg} width={props.width} />;
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
