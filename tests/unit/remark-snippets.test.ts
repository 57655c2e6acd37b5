import fs from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {VFile} from 'vfile';
import {describe, expect, test} from 'vitest';
import remarkSnippets from '../../src/remark/snippets';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'remark');
const snippetsDir = path.join(FIXTURES, 'snippets');

async function transform(markdown: string): Promise<string> {
  const file = new VFile({path: 'docs/page.mdx', value: markdown});
  const result = await unified().use(remarkParse).use(remarkSnippets, {snippetsDir}).use(remarkStringify, {fences: true}).process(file);
  return String(result);
}

describe('remark snippets plugin', () => {
  test('fills file= code blocks from the snippets folder (fixture)', async () => {
    const input = fs.readFileSync(path.join(FIXTURES, 'input.md'), 'utf8');
    const expected = fs.readFileSync(path.join(FIXTURES, 'expected.md'), 'utf8');
    expect(await transform(input)).toBe(expected);
  });

  test('a missing snippet fails with the page, line and path', async () => {
    await expect(transform('text\n\n```python file=pkg/missing.py\n```\n')).rejects.toThrow(
      '[snippets] docs/page.mdx:3: snippet file not found: snippets/pkg/missing.py',
    );
  });

  test('a path that leaves the snippets folder is refused', async () => {
    await expect(transform('```python file=../input.md\n```\n')).rejects.toThrow(/leaves the snippets folder/);
  });

  test('a file= block must be empty', async () => {
    await expect(transform('```python file=pkg/example.py\nprint(1)\n```\n')).rejects.toThrow(/must be empty/);
  });

  test('a bad marker names the snippet', async () => {
    await expect(transform('```python file=pkg/example.py marker=nope\n```\n')).rejects.toThrow(
      /snippets\/pkg\/example.py: marker "# \[start:nope\]" not found/,
    );
  });
});
