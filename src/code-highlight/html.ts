import {escapeHtml} from '../utils/escape-html';
import {mergeTokens} from './merge-tokens';
import {tokenizeLines, type CodeToken} from './prism';


/**
 * One line of tokens as HTML: each highlighted token a `<span class="token …">`
 * (the classes the code-theme stylesheet colours), plain text as text, so a
 * line carries as few elements as it can.
 */
export function lineHtml(line: readonly CodeToken[]): string {
  return mergeTokens(line)
    .map(({types, content}) => {
      const text = escapeHtml(content === '\n' ? '' : content);
      return types.length === 1 && types[0] === 'plain' ? text : `<span class="token ${escapeHtml(types.join(' '))}">${text}</span>`;
    })
    .join('');
}

/** `code` highlighted, one HTML string per line (the line count of `code`). */
export function highlightLines(code: string, language: string): string[] {
  return tokenizeLines(code, language).map(lineHtml);
}
