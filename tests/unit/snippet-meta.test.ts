import {describe, expect, test} from 'vitest';
import {parseLineRanges, parseMeta} from '../../src/remark/snippet-meta';

describe('parseMeta', () => {
  test('reads bare, quoted and braced values and keeps each raw token', () => {
    const tokens = parseMeta(`file=a/b.py title="src/my file.py" showLineNumbers {1,3} lines='2-4'`);
    expect(tokens.map(({key, value}) => [key, value])).toEqual([
      ['file', 'a/b.py'],
      ['title', 'src/my file.py'],
      ['showLineNumbers', undefined],
      ['{1,3}', undefined],
      ['lines', '2-4'],
    ]);
    expect(tokens[1]?.raw).toBe('title="src/my file.py"');
  });

  test('is empty for no meta', () => {
    expect(parseMeta(null)).toEqual([]);
    expect(parseMeta('')).toEqual([]);
  });
});

describe('parseLineRanges', () => {
  test('accepts single lines and ranges', () => {
    expect(parseLineRanges('5')).toEqual([[5, 5]]);
    expect(parseLineRanges('1-3, 8-12')).toEqual([
      [1, 3],
      [8, 12],
    ]);
  });

  test.each(['0', '4-2', 'a-b', '1-', ''])('rejects %j', (spec) => {
    expect(() => parseLineRanges(spec)).toThrow(/invalid line range/);
  });
});
