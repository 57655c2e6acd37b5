import {escapeHtmlAll as escapeHtml} from '../../utils/escape-html';
import {normalizeTerm, WORD} from './tokenize';

export {escapeHtml};

interface Matcher {
  terms: Set<string>;
  prefixes: string[];
}

/**
 * What to highlight: the words the reader typed and the index terms that
 * matched them, but not the mere parts of a compound word they typed (for
 * `dagster_home`, highlight DAGSTER_HOME, not every "Dagster" on the page).
 */
export function createMatcher(matchedTerms: string[], query: string): Matcher {
  const words = [...query.matchAll(WORD)].map((match) => match[0]);
  const typed = words.map(normalizeTerm);
  const partsOnly = new Set(words.filter((word) => /[._]/.test(word)).flatMap((word) => word.split(/[._]/).map(normalizeTerm)));
  for (const term of typed) partsOnly.delete(term);
  return {
    terms: new Set(matchedTerms.filter((term) => !partsOnly.has(term))),
    prefixes: typed.filter((term) => term.length >= 2),
  };
}

function matches(word: string, matcher: Matcher): boolean {
  const normalized = normalizeTerm(word);
  if (matcher.terms.has(normalized) || matcher.prefixes.some((prefix) => normalized.startsWith(prefix))) return true;
  // A part of a longer identifier in the text (`asset` in `define_asset_job`) counts when the reader typed it.
  return word.split(/[._]/).some((part) => matcher.terms.has(normalizeTerm(part)));
}

export interface Highlighted {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/**
 * Escapes the text first and only then adds the highlight tags, so record text
 * can never inject markup.
 */
export function highlight(text: string, matcher: Matcher, pre: string, post: string): Highlighted {
  let value = '';
  let last = 0;
  const matchedWords: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const start = match.index ?? 0;
    if (!matches(word, matcher)) continue;
    value += escapeHtml(text.slice(last, start)) + pre + escapeHtml(word) + post;
    last = start + word.length;
    matchedWords.push(word.toLowerCase());
  }
  value += escapeHtml(text.slice(last));
  const unique = [...new Set(matchedWords)];
  const matchLevel = unique.length === 0 ? 'none' : unique.length >= matcher.prefixes.length ? 'full' : 'partial';
  return {value, matchLevel, matchedWords: unique};
}

/** A window of about `words` words around the first match, with an ellipsis where cut. */
export function snippet(text: string, matcher: Matcher, words: number, pre: string, post: string): Highlighted {
  const tokens = [...text.matchAll(/\S+/g)];
  if (tokens.length <= words) return highlight(text, matcher, pre, post);
  const firstMatch = Math.max(0, tokens.findIndex((token) => [...token[0].matchAll(WORD)].some((word) => matches(word[0], matcher))));
  const start = Math.max(0, Math.min(firstMatch - Math.floor(words / 3), tokens.length - words));
  const end = Math.min(tokens.length, start + words);
  const from = tokens[start]!.index ?? 0;
  const lastToken = tokens[end - 1]!;
  const to = (lastToken.index ?? 0) + lastToken[0].length;
  const result = highlight(text.slice(from, to), matcher, pre, post);
  return {...result, value: `${start > 0 ? '… ' : ''}${result.value}${end < tokens.length ? ' …' : ''}`};
}
