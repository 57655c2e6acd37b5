/**
 * Left-to-right flowcharts are drawn a second time top to bottom, for columns
 * too narrow to hold them at a legible size (src/diagrams/legibility.ts picks
 * the drawing each screen shows). The variant is the same source with its
 * direction changed, so it is drawn and cached like any other diagram.
 */
const HEADER = /^(\s*(?:flowchart|graph))[ \t]+(?:LR|RL)\b/;
const SUBGRAPH_DIRECTION = /^([ \t]*direction)[ \t]+(?:LR|RL)[ \t]*$/gm;

/** The top-to-bottom source of a left-to-right flowchart; null for any other diagram. */
export function narrowVariant(source: string): string | null {
  if (!HEADER.test(source)) return null;
  return source.replace(HEADER, '$1 TB').replace(SUBGRAPH_DIRECTION, '$1 TB');
}
