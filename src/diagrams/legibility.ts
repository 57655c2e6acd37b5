import {diagramFile, readRenderedDiagram, type RenderedDiagram} from './cache';
import {narrowVariant} from './narrow';

/** Mermaid draws every label at 16 px (src/diagrams/palette.ts); under 12 px a reader cannot read them. */
export const LABEL_PX = 16;
export const LEGIBLE_PX = 12;

/** The content column at 1280 px (sidebar and table of contents beside it), and on a 390 px phone. */
export const COLUMN_PX = {desktop: 700, phone: 358} as const;

export type Screen = keyof typeof COLUMN_PX;

/** The size 16 px labels are shown at when a drawing this wide scales to fit the column. */
export function shownLabelPx(naturalWidth: number, columnPx: number): number {
  return LABEL_PX * Math.min(1, columnPx / naturalWidth);
}

export type Variant = 'wide' | 'narrow';

/**
 * Which drawing each screen shows of a diagram with a wide (left-to-right)
 * drawing and, for a flowchart, a top-to-bottom one: the wide one wherever the
 * column holds it at legible labels, else the narrower of the two (a
 * top-to-bottom drawing with many nodes per rank can be the wider one).
 */
export function chooseDrawings(wideWidth: number, narrowWidth: number | null): Record<Screen, Variant> {
  const pick = (screen: Screen): Variant =>
    narrowWidth === null || shownLabelPx(wideWidth, COLUMN_PX[screen]) >= LEGIBLE_PX || wideWidth <= narrowWidth ? 'wide' : 'narrow';
  return {desktop: pick('desktop'), phone: pick('phone')};
}

export interface ScreenDrawing {
  drawing: RenderedDiagram;
  /** The size its labels are shown at in this screen's column. */
  labelPx: number;
}

/** The drawing each screen shows of one diagram, with its label size. */
export interface DiagramDrawings {
  desktop: ScreenDrawing;
  phone: ScreenDrawing;
}

/**
 * The drawings of a diagram per screen, read from diagrams/; null when the
 * diagram is not drawn yet. Throws, naming the file, when a screen needs the
 * top-to-bottom drawing and it is missing.
 */
export function diagramDrawings(rootDir: string, source: string): DiagramDrawings | null {
  const wide = readRenderedDiagram(rootDir, source);
  if (!wide) return null;
  const narrowSource = narrowVariant(source);
  const narrow = narrowSource === null ? null : readRenderedDiagram(rootDir, narrowSource);
  if (narrowSource !== null && !narrow) {
    throw new Error(`diagrams: the top-to-bottom drawing of a left-to-right diagram is missing (${diagramFile(rootDir, narrowSource)}); run \`npm run diagrams\`.\n${source}`);
  }
  const choice = chooseDrawings(wide.width, narrow?.width ?? null);
  const shown = (screen: Screen): ScreenDrawing => {
    const drawing = choice[screen] === 'wide' ? wide : narrow!;
    return {drawing, labelPx: shownLabelPx(drawing.width, COLUMN_PX[screen])};
  };
  return {desktop: shown('desktop'), phone: shown('phone')};
}

/** The screens where a diagram's labels are shown under LEGIBLE_PX, so its full-size view is offered. */
export function smallLabelScreens(drawings: DiagramDrawings): Screen[] {
  return (['desktop', 'phone'] as const).filter((screen) => drawings[screen].labelPx < LEGIBLE_PX);
}
