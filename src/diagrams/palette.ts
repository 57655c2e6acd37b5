/**
 * Diagrams are drawn with concrete colours, then each of those colours is
 * replaced by a CSS variable (src/css/diagrams.css), so one drawing follows the
 * site's palette in both colour modes.
 */
const DRAWN_AS: Record<string, string> = {
  '#fffffe': 'var(--diagram-page)',
  '#eeecfd': 'var(--diagram-node)',
  '#4f43dd': 'var(--diagram-node-border)',
  '#1c1b22': 'var(--diagram-text)',
  '#5c5a6b': 'var(--diagram-line)',
  '#f4f3f8': 'var(--diagram-secondary)',
  '#fafafc': 'var(--diagram-tertiary)',
  '#f7f6fd': 'var(--diagram-cluster)',
  '#b9b4f0': 'var(--diagram-cluster-border)',
  '#fff8db': 'var(--diagram-note)',
  '#c9a227': 'var(--diagram-note-border)',
};

const FONT_FAMILY = "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export const MERMAID_CONFIG = {
  startOnLoad: false,
  securityLevel: 'strict',
  theme: 'base',
  fontFamily: FONT_FAMILY,
  themeVariables: {
    fontFamily: FONT_FAMILY,
    fontSize: '16px',
    background: '#fffffe',
    mainBkg: '#eeecfd',
    primaryColor: '#eeecfd',
    primaryBorderColor: '#4f43dd',
    primaryTextColor: '#1c1b22',
    nodeBorder: '#4f43dd',
    nodeTextColor: '#1c1b22',
    textColor: '#1c1b22',
    titleColor: '#1c1b22',
    lineColor: '#5c5a6b',
    defaultLinkColor: '#5c5a6b',
    secondaryColor: '#f4f3f8',
    tertiaryColor: '#fafafc',
    clusterBkg: '#f7f6fd',
    clusterBorder: '#b9b4f0',
    edgeLabelBackground: '#fffffe',
    noteBkgColor: '#fff8db',
    noteBorderColor: '#c9a227',
    noteTextColor: '#1c1b22',
    actorBkg: '#eeecfd',
    actorBorder: '#4f43dd',
    actorTextColor: '#1c1b22',
    actorLineColor: '#5c5a6b',
    signalColor: '#1c1b22',
    signalTextColor: '#1c1b22',
    labelBoxBkgColor: '#eeecfd',
    labelBoxBorderColor: '#4f43dd',
    labelTextColor: '#1c1b22',
    loopTextColor: '#1c1b22',
    activationBkgColor: '#f4f3f8',
    activationBorderColor: '#5c5a6b',
    sequenceNumberColor: '#fffffe',
    stateBkg: '#eeecfd',
    stateLabelColor: '#1c1b22',
    transitionColor: '#5c5a6b',
    transitionLabelColor: '#1c1b22',
    compositeBackground: '#fafafc',
    compositeTitleBackground: '#f4f3f8',
    altBackground: '#f4f3f8',
    specialStateColor: '#5c5a6b',
    innerEndBackground: '#5c5a6b',
  },
  // Natural size: the page scales a drawing down only as far as 12 px labels,
  // then scrolls it (src/theme/Mermaid).
  flowchart: {useMaxWidth: false, htmlLabels: true},
  // Sequence diagrams put every participant in a column, and by default widen
  // the gap between two columns to fit a message on one line: 1762 px for
  // the Pipes diagram. Wrapped messages and narrower columns keep every one
  // legible in the 700 px desktop column (the widest is 783 px, 14 px labels).
  sequence: {useMaxWidth: false, wrap: true, width: 120, actorMargin: 20, boxMargin: 6, noteMargin: 6, messageMargin: 30, actorFontSize: 16, noteFontSize: 16, messageFontSize: 16},
  state: {useMaxWidth: false},
};

// Mermaid derives the backdrop of edge labels from `background` at half opacity.
const EDGE_LABEL_BACKDROP = 'rgba(255, 255, 254, 0.5)';

const HEX = /#[0-9a-f]{6}\b|#[0-9a-f]{3}\b/gi;

/** Swaps drawn colours for the palette's variables; returns the colours it could not map. */
export function themeDiagramColours(svg: string): {svg: string; unmapped: string[]} {
  const unmapped = new Set<string>();
  const themed = svg.replaceAll(EDGE_LABEL_BACKDROP, 'var(--diagram-label-backdrop)').replace(HEX, (colour) => {
    const variable = DRAWN_AS[colour.toLowerCase()];
    if (!variable) unmapped.add(colour.toLowerCase());
    return variable ?? colour;
  });
  const otherForms = themed.match(/(?:rgba?|hsla?)\([^)]*\)/g) ?? [];
  for (const colour of otherForms) unmapped.add(colour);
  return {svg: themed, unmapped: [...unmapped]};
}
