/**
 * Left-to-right flowcharts are drawn a second time top to bottom, for columns
 * too narrow to hold them at a legible size (src/remark/diagrams.ts picks the
 * drawing per screen width). The variant is the same source with its
 * direction changed, so it is drawn and cached like any other diagram.
 */
const HEADER = /^(\s*(?:flowchart|graph))[ \t]+(?:LR|RL)\b/;
const SUBGRAPH_DIRECTION = /^([ \t]*direction)[ \t]+(?:LR|RL)[ \t]*$/gm;

/** The top-to-bottom source of a left-to-right flowchart; null for any other diagram. */
export function narrowVariant(source: string): string | null {
  if (!HEADER.test(source)) return null;
  return source.replace(HEADER, '$1 TB').replace(SUBGRAPH_DIRECTION, '$1 TB');
}

/** Labels are drawn at 16 px: a drawing shown below 75 % of its size has labels under 12 px. */
export const LEGIBLE_SCALE = 0.75;

/** The content column at 1280 px (sidebar and table of contents beside it), and on a 390 px phone. */
export const COLUMN_PX = {desktop: 700, phone: 358} as const;

export type DrawingChoice = 'wide' | 'both' | 'narrow';

/**
 * Which drawings a page needs for a left-to-right diagram of this natural
 * width: the wide one alone when a phone holds it legibly, both when only a
 * desktop column does (the wide one on wide screens), the top-to-bottom one
 * alone when not even a desktop column does.
 */
export function chooseDrawings(wideWidth: number): DrawingChoice {
  if (wideWidth * LEGIBLE_SCALE <= COLUMN_PX.phone) return 'wide';
  if (wideWidth * LEGIBLE_SCALE <= COLUMN_PX.desktop) return 'both';
  return 'narrow';
}
