import type {CodeToken} from './prism';

export type {CodeToken};

const sameTypes = (a: CodeToken, b: CodeToken): boolean =>
  a.types.length === b.types.length && a.types.every((type, index) => type === b.types[index]);

const isBlank = (token: CodeToken): boolean => /^[ \t]+$/.test(token.content);

/**
 * Joins neighbouring tokens that render alike, so a line of code needs far fewer
 * `<span>`s: runs of the same token type become one token, and spaces join the
 * token before them, or the first token after them at the start of a line (a
 * space has no colour to lose). API reference pages carry
 * hundreds of signatures, and every span is page weight and work for the browser.
 */
export function mergeTokens(line: readonly CodeToken[]): CodeToken[] {
  const merged: CodeToken[] = [];
  let indent = '';
  for (const token of line) {
    const previous = merged[merged.length - 1];
    if (previous && (sameTypes(previous, token) || isBlank(token))) {
      merged[merged.length - 1] = {...previous, content: previous.content + token.content};
    } else if (!previous && isBlank(token)) {
      indent += token.content;
    } else {
      merged.push({...token, content: indent + token.content});
      indent = '';
    }
  }
  // A line of nothing but spaces keeps them.
  return indent ? [{types: ['plain'], content: indent}] : merged;
}
