import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

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
 * variables) in a `<figure>` with a caption. It is drawn at its natural size
 * when the column holds it and scaled down to the column when it does not, so
 * no part of it is ever cut off or covered.
 */
export default function Figure({width, height, alt, caption, children}: FigureProps): ReactNode {
  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          style={{maxWidth: width}}
          role="img"
          aria-label={alt}>
          {children}
        </svg>
      </div>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
