import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {generateApiReference} from '../../src/api-reference/generate';
import {formatSignature} from '../../src/api-reference/signature';

const FIXTURE_ROOT = path.join(__dirname, '..', 'fixtures', 'api-reference');
const EXPECTED = path.join(FIXTURE_ROOT, 'expected');

function generateInto(): string {
  const docsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-docs-'));
  generateApiReference({rootDir: FIXTURE_ROOT, docsDir});
  return docsDir;
}

describe('API reference renderer', () => {
  test('renders the fixture pages exactly (headings with ids, signatures, tables, links, status, CLI)', () => {
    const docsDir = generateInto();
    const read = (relative: string) => fs.readFileSync(path.join(docsDir, 'api', 'python-api', relative), 'utf8');
    expect(read('widgets.mdx')).toBe(fs.readFileSync(path.join(EXPECTED, 'widgets.mdx'), 'utf8'));
    expect(read('libraries/dagster-gadget.mdx')).toBe(fs.readFileSync(path.join(EXPECTED, 'dagster-gadget.mdx'), 'utf8'));
    expect(JSON.parse(read('libraries/_category_.json'))).toEqual({label: 'Libraries', collapsed: true});
  });

  test('removes a page whose data file is gone and keeps the hand-written index', () => {
    const docsDir = generateInto();
    const outDir = path.join(docsDir, 'api', 'python-api');
    fs.writeFileSync(path.join(outDir, 'stale.mdx'), 'old');
    fs.writeFileSync(path.join(outDir, 'index.mdx'), 'hand-written');
    generateApiReference({rootDir: FIXTURE_ROOT, docsDir});
    expect(fs.existsSync(path.join(outDir, 'stale.mdx'))).toBe(false);
    expect(fs.readFileSync(path.join(outDir, 'index.mdx'), 'utf8')).toBe('hand-written');
  });

  test('does not rewrite unchanged pages (the dev server would reload them)', () => {
    const docsDir = generateInto();
    expect(generateApiReference({rootDir: FIXTURE_ROOT, docsDir}).written).toBe(0);
  });

  test('a short signature stays on one line and puts / and * where Python does', () => {
    expect(
      formatSignature({
        path: 'dagster.f',
        kind: 'function',
        description: 'x',
        params: [
          {name: 'a', kind: 'positional_only', description: 'x'},
          {name: 'b', default: '1', description: 'x'},
          {name: 'c', type: 'int', default: '2', kind: 'keyword_only', description: 'x'},
          {name: 'kwargs', kind: 'var_keyword', description: 'x'},
        ],
        returns: {type: 'None', description: 'x'},
      }),
    ).toBe('dagster.f(a, /, b=1, *, c: int = 2, **kwargs) -> None');
  });

  test('keyword-only parameters after *args need no bare *', () => {
    expect(
      formatSignature({
        path: 'dagster.g',
        kind: 'function',
        description: 'x',
        params: [
          {name: 'args', kind: 'var_positional', description: 'x'},
          {name: 'flag', kind: 'keyword_only', default: 'False', description: 'x'},
        ],
      }),
    ).toBe('dagster.g(*args, flag=False)');
  });
});
