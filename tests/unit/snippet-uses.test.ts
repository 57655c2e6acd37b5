import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {pagesOfChangedSnippets, recordSnippetUse} from '../../src/remark/snippet-uses';

describe('snippet uses (what the dev server rebuilds when a snippet changes)', () => {
  test('names the pages of a changed snippet once, and no page while nothing changed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snippet-uses-'));
    const changed = path.join(dir, 'changed.py');
    const untouched = path.join(dir, 'untouched.py');
    fs.writeFileSync(changed, 'a = 1\n');
    fs.writeFileSync(untouched, 'b = 1\n');
    recordSnippetUse(changed, '/docs/guide.mdx');
    recordSnippetUse(changed, '/docs/other.mdx');
    recordSnippetUse(untouched, '/docs/third.mdx');
    expect(pagesOfChangedSnippets()).toEqual([]);
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(changed, later, later);
    expect(pagesOfChangedSnippets().sort()).toEqual(['/docs/guide.mdx', '/docs/other.mdx']);
    expect(pagesOfChangedSnippets()).toEqual([]);
    fs.rmSync(dir, {recursive: true});
  });
});
