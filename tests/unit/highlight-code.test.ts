import type {Code, Root} from 'mdast';
import {describe, expect, test} from 'vitest';
import remarkHighlightCode from '../../src/remark/highlight-code';
import {linesHtml} from '../../src/components/CodeBlock/lines-html';

function highlighted(value: string, lang: string | null, meta: string | null = null): string | undefined {
  const node: Code = {type: 'code', lang, meta, value};
  const tree: Root = {type: 'root', children: [node]};
  remarkHighlightCode()(tree);
  return (node.data?.hProperties as {highlighted?: string} | undefined)?.highlighted;
}

describe('build-time highlighting of code blocks', () => {
  test('Python gets token classes; markup in the code is escaped, never interpreted', () => {
    const html = highlighted('import dagster as dg\nx = "<script>alert(1)</script>"', 'python')!;
    const [first, second] = html.split('\n');
    expect(first).toBe('<span class="token keyword">import</span> dagster <span class="token keyword">as</span> dg');
    expect(second).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(second).not.toContain('<script>');
  });

  test('magic comments are stripped as the theme strips them, so the lines match the copied code', () => {
    const html = highlighted('a = 1\n# highlight-next-line\nb = 2', 'python')!;
    expect(html.split('\n')).toHaveLength(2);
    expect(html).not.toContain('highlight-next-line');
    // A {range} in the meta keeps every line, as in the theme.
    expect(highlighted('a = 1\n# highlight-next-line\nb = 2', 'python', '{1}')!.split('\n')).toHaveLength(3);
  });

  test('unknown languages and blocks without one stay plain text; mermaid is left to the diagram plugin', () => {
    expect(highlighted('just <text>', null)).toBe('just &lt;text&gt;');
    expect(highlighted('x', 'no-such-language')).toBe('x');
    expect(highlighted('flowchart LR\n a --> b', 'mermaid')).toBeUndefined();
  });

  test('the code block lays the lines out with their classes, and falls back to plain text when the lines disagree', () => {
    const layout = {lineClassNames: {1: ['theme-code-block-highlighted-line']}};
    expect(linesHtml('a\nb', '<span class="token x">a</span>\nb', layout)).toBe(
      '<span class="token-line"><span class="token x">a</span><br></span><span class="token-line theme-code-block-highlighted-line">b<br></span>',
    );
    expect(linesHtml('a<b\nc', 'only one line', {lineClassNames: {}})).toBe('<span class="token-line">a&lt;b<br></span><span class="token-line">c<br></span>');
  });
});
