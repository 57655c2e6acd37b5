import {normalizeTerm} from './tokenize';

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

const WORD = /[\p{L}\p{N}]+(?:[._][\p{L}\p{N}]+)*/gu;

interface Matcher {
  terms: Set<string>;
  prefixes: string[];
}

export function createMatcher(matchedTerms: string[], queryTerms: string[]): Matcher {
  return {terms: new Set(matchedTerms), prefixes: queryTerms.filter((term) => term.length >= 2)};
}

function matches(word: string, matcher: Matcher): boolean {
  const parts = [word, ...word.split(/[._]/)].map(normalizeTerm);
  return parts.some((part) => matcher.terms.has(part) || matcher.prefixes.some((prefix) => part.startsWith(prefix)));
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
