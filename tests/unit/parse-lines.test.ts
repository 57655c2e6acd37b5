import {describe, expect, test} from 'vitest';
import {parseLines} from '../../src/code-highlight/parse-lines';
import {MAGIC_COMMENTS} from '../../src/config/magic-comments';

/** The site's own magic-comment parser (it replaced theme-common's private one). */
const HIGHLIGHT = 'theme-code-block-highlighted-line';
const parse = (code: string, language?: string, metastring?: string) => parseLines(code, {language, metastring, magicComments: MAGIC_COMMENTS});

describe('parseLines: magic comments and line ranges of a code block', () => {
  test('a line directive highlights the next line and goes; a block highlights what it encloses', () => {
    const code = ['import dagster as dg', '# highlight-next-line', '@dg.asset', 'def a(): ...', '  # highlight-start', 'x = 1', 'y = 2', '# highlight-end', 'z = 3', ''].join('\n');
    expect(parse(code, 'python')).toEqual({
      code: ['import dagster as dg', '@dg.asset', 'def a(): ...', 'x = 1', 'y = 2', 'z = 3'].join('\n'),
      lineClassNames: {1: [HIGHLIGHT], 3: [HIGHLIGHT], 4: [HIGHLIGHT]},
    });
  });

  test("each language's own comments: // in JavaScript, -- in SQL, any common style in YAML or an unknown language", () => {
    expect(parse('// highlight-next-line\nconst a = 1;', 'javascript').lineClassNames).toEqual({0: [HIGHLIGHT]});
    expect(parse('# highlight-next-line\nconst a = 1;', 'javascript').code).toBe('# highlight-next-line\nconst a = 1;');
    expect(parse('-- highlight-next-line\nselect 1;', 'sql')).toEqual({code: 'select 1;', lineClassNames: {0: [HIGHLIGHT]}});
    expect(parse('# highlight-next-line\nkey: value', 'yaml')).toEqual({code: 'key: value', lineClassNames: {0: [HIGHLIGHT]}});
    expect(parse('<!-- highlight-next-line -->\n<p>', 'html').lineClassNames).toEqual({0: [HIGHLIGHT]});
  });

  test('a directive that is not alone on its line is code, and a block without a language is left as it is', () => {
    const code = 'print("# highlight-next-line")\nx = 1  # highlight-next-line';
    expect(parse(code, 'python')).toEqual({code, lineClassNames: {}});
    expect(parse('# highlight-next-line\nx', undefined)).toEqual({code: '# highlight-next-line\nx', lineClassNames: {}});
  });

  test('a {1,3-5} range in the metastring highlights those lines and keeps the code; a range it cannot read stops the build', () => {
    const code = 'a\nb\nc\nd\ne\n# highlight-next-line\nf\n';
    expect(parse(code, 'python', 'title="x.py" {1,3-5}')).toEqual({code: code.replace(/\n$/, ''), lineClassNames: {0: [HIGHLIGHT], 2: [HIGHLIGHT], 3: [HIGHLIGHT], 4: [HIGHLIGHT]}});
    expect(() => parse(code, 'python', '{1,-3}')).toThrow(/the line range \{1,-3\} holds "-3"/);
  });
});
