import React, {type ReactNode} from 'react';
import HorizontalScroller from '@site/src/components/HorizontalScroller';
import styles from './styles.module.css';

/**
 * Below this scale the figure stops shrinking and scrolls sideways instead:
 * the smallest label (13 px) stays at 11 px or more on a phone.
 */
const MIN_SCALE = 0.85;

export interface FigureProps {
  /** Size of the drawing in SVG units (1 unit = 1 CSS px at natural size). */
  width: number;
  height: number;
  /** What the figure shows, for readers who cannot see it. */
  alt: string;
  caption: ReactNode;
  children: ReactNode;
}

/**
 * A drawn figure of the UI: inline SVG (crisp at any zoom, themed by CSS
 * variables) in a `<figure>` with a caption. When the page is narrower than
 * the drawing at its smallest scale, the drawing scrolls inside its frame,
 * which then takes keyboard focus and shows a hint.
 */
export default function Figure({width, height, alt, caption, children}: FigureProps): ReactNode {
  return (
    <figure className={styles.figure}>
      <HorizontalScroller label="Figure" className={styles.scroller}>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          style={{maxWidth: width, minWidth: Math.round(width * MIN_SCALE)}}
          role="img"
          aria-label={alt}>
          {children}
        </svg>
      </HorizontalScroller>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
