import {escapeHtml} from '../../utils/escape-html';

export interface LineLayout {
  /** Classes per line index (magic comments, `{3-5}` ranges). */
  lineClassNames: Record<number, string[]>;
  /** Line-number layout: the classes of the theme's line, number and content elements. */
  numbered?: {line: string; number: string; content: string};
}

/**
 * The inside of a code block's `<code>`: the stock markup (a `token-line` span
 * per line, ending in `<br>`), built as one string from the lines the build
 * highlighted, or from the plain code when there are none (a block made by a
 * component rather than a fenced block in Markdown).
 */
export function linesHtml(code: string, highlighted: string | undefined, {lineClassNames, numbered}: LineLayout): string {
  const plain = code.split('\n');
  const highlightedLines = highlighted?.split('\n');
  // Both come from the same parse of the same source; if they ever disagree, plain text is still right.
  const lines = highlightedLines?.length === plain.length ? highlightedLines : plain.map(escapeHtml);
  return lines
    .map((html, index) => {
      const classes = ['token-line', ...(lineClassNames[index] ?? []), ...(numbered ? [numbered.line] : [])].join(' ');
      const inner = numbered ? `<span class="${numbered.number}"></span><span class="${numbered.content}">${html}</span>` : html;
      return `<span class="${escapeHtml(classes)}">${inner}<br></span>`;
    })
    .join('');
}
