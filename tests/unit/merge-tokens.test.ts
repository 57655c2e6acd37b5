import {describe, expect, test} from 'vitest';
import {mergeTokens, type CodeToken} from '../../src/code-highlight/merge-tokens';

const token = (types: string[], content: string): CodeToken => ({types, content});
const text = (tokens: CodeToken[]) => tokens.map((piece) => piece.content).join('');

describe('mergeTokens', () => {
  test('joins runs of the same type and keeps different types apart', () => {
    const line = [token(['punctuation'], ']'), token(['punctuation'], ']'), token(['operator'], '='), token(['keyword'], 'None')];
    expect(mergeTokens(line)).toEqual([token(['punctuation'], ']]'), token(['operator'], '='), token(['keyword'], 'None')]);
  });

  test('spaces join the token before them, and indentation the token after it', () => {
    const line = [token(['plain'], '    '), token(['plain'], 'name'), token(['punctuation'], ':'), token(['plain'], ' '), token(['builtin'], 'str')];
    expect(mergeTokens(line)).toEqual([token(['plain'], '    name'), token(['punctuation'], ': '), token(['builtin'], 'str')]);
  });

  test('never changes the text of the line', () => {
    const line = [token(['plain'], '  '), token(['keyword'], 'def'), token(['plain'], ' '), token(['function'], 'f'), token(['punctuation'], '('), token(['punctuation'], ')'), token(['plain'], '\t')];
    expect(text(mergeTokens(line))).toBe(text(line));
    expect(mergeTokens(line)).toHaveLength(3);
  });

  test('a blank line and an empty line survive', () => {
    expect(mergeTokens([token(['plain'], '   ')])).toEqual([token(['plain'], '   ')]);
    expect(mergeTokens([token(['plain'], '\n')])).toEqual([token(['plain'], '\n')]);
  });

  test('does not change the tokens it is given', () => {
    const line = [token(['plain'], 'a'), token(['plain'], 'b')];
    mergeTokens(line);
    expect(line).toEqual([token(['plain'], 'a'), token(['plain'], 'b')]);
  });
});
