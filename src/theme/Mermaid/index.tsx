import React, {lazy, Suspense, useCallback, useMemo, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props as StockProps} from '@theme/Mermaid';
import type {DrawnDiagramProps} from '@site/src/remark/diagrams';
import styles from './styles.module.css';

/** src/remark/diagrams.ts adds the drawing made ahead of time, when there is one. */
type Props = StockProps & Partial<DrawnDiagramProps>;

// Only for a diagram not drawn yet (while writing a page): the stock component
// draws it in the browser. Loaded lazily so no page with drawn diagrams pays
// for the Mermaid library.
const MermaidDiagram = lazy(() => import('@theme-original/Mermaid'));
// Only when a reader asks for a diagram at full size.
const FullSizeDialog = lazy(() => import('./FullSizeDialog'));

function DiagramSource({value}: StockProps): ReactNode {
  return (
    <pre className={styles.source} aria-label="Diagram source (rendering)">
      <code>{value}</code>
    </pre>
  );
}

interface Drawn {
  svg: string;
  width: number;
}

/**
 * A drawn diagram at its natural size, scaled down to fit the column when it is
 * wider: never cut off, never scrolled under a hint. The SVG is in the server
 * HTML with its proportions, so nothing shifts; its colours are the site's CSS
 * variables, so it follows the colour mode.
 */
function Drawing({svg, width, className, drawingRef}: Drawn & {className?: string; drawingRef?: React.Ref<HTMLDivElement>}): ReactNode {
  // A stable object: React 19 sets innerHTML (redraws the SVG) for a new one, React 18 compares the strings.
  const innerHtml = useMemo(() => ({__html: svg}), [svg]);
  return <div ref={drawingRef} className={clsx(styles.drawing, className)} style={{'--diagram-width': `${width}px`} as CSSProperties} dangerouslySetInnerHTML={innerHtml} />;
}

/**
 * With a top-to-bottom drawing as well, each screen shows the one that fits it
 * (src/diagrams/legibility.ts); the other is not displayed, so it is not read
 * out twice either. Where the labels are shown under 12 px, a button below the
 * drawing (never on it) opens the shown drawing at its natural size.
 */
function DrawnDiagram({wide, narrow, smallLabels}: {wide: Drawn; narrow?: Drawn; smallLabels?: DrawnDiagramProps['smallLabels']}): ReactNode {
  const [opened, setOpened] = useState<Drawn | null>(null);
  const wideRef = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const open = useCallback(() => {
    // The drawing this screen shows: the narrow one is not displayed on wide screens, and the other way round.
    setOpened(narrow && wideRef.current?.offsetWidth === 0 ? narrow : wide);
  }, [narrow, wide]);
  const close = useCallback(() => {
    setOpened(null);
    button.current?.focus({preventScroll: true});
  }, []);
  return (
    <div className={styles.frame}>
      <Drawing {...wide} drawingRef={wideRef} className={narrow && styles.wideOnly} />
      {narrow && <Drawing {...narrow} className={styles.narrowOnly} />}
      {smallLabels && (
        <div className={clsx(styles.actions, smallLabels === 'phone' && styles.narrowOnly)}>
          <button ref={button} type="button" className={styles.fullSize} aria-haspopup="dialog" onClick={open}>
            <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
              <path d="M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
            View full size
          </button>
        </div>
      )}
      {opened && (
        <Suspense fallback={null}>
          <FullSizeDialog svg={opened.svg} width={opened.width} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}

export default function Mermaid(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  if (props.svg && props.width) {
    const narrow = props.narrowSvg && props.narrowWidth ? {svg: props.narrowSvg, width: props.narrowWidth} : undefined;
    return <DrawnDiagram wide={{svg: props.svg, width: props.width}} narrow={narrow} smallLabels={props.smallLabels} />;
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
