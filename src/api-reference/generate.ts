import fs from 'node:fs';
import path from 'node:path';
import {loadApiReference} from './load';
import {selectSnippet} from '../remark/snippet-source';
import {renderPage, type ReadExample} from './render';
import {SymbolIndex} from './symbols';

/** The generated folder, relative to docs/: every file in it comes from api/. */
export const GENERATED_DIR = 'api/python-api';
/** Hand-written pages that live in the generated folder. */
const HAND_WRITTEN = new Set(['index.mdx']);

export interface GenerateOptions {
  rootDir: string;
  docsDir?: string;
}

/**
 * Validates the data and writes one MDX page per data file under
 * docs/api/python-api/. Files there that no data file produces are deleted,
 * so a renamed or removed data file leaves no stale page behind. Unchanged
 * pages are not rewritten, which keeps the dev server from reloading them.
 */
export function generateApiReference({rootDir, docsDir = path.join(rootDir, 'docs')}: GenerateOptions): {written: number; pages: number} {
  const pages = loadApiReference({rootDir});
  const index = new SymbolIndex(pages);
  const outDir = path.join(docsDir, GENERATED_DIR);
  const snippetsDir = path.join(rootDir, 'snippets');
  // The same cut as the snippet plugin's `file=` / `marker=`; api-check has
  // already reported a missing file or marker by name.
  const readExample: ReadExample = (file, marker) => selectSnippet(fs.readFileSync(path.join(snippetsDir, file), 'utf8'), {marker});
  const expected = new Map<string, string>();
  for (const loaded of pages) {
    expected.set(path.join(docsDir, loaded.docPath), renderPage(loaded, index, readExample));
  }
  const libraries = {
    label: 'Libraries',
    collapsed: true,
    // Shown by the Python API landing page's section index (this category has no page of its own).
    customProps: {
      description:
        'The reference of each integration library, from dagster-airbyte to dagstermill: the resources, I/O managers, asset loaders and other APIs each package adds to Dagster.',
    },
  };
  expected.set(path.join(outDir, 'libraries', '_category_.json'), `${JSON.stringify(libraries, null, 2)}\n`);

  for (const existing of listFiles(outDir)) {
    const relative = path.relative(outDir, existing);
    if (!expected.has(existing) && !HAND_WRITTEN.has(relative)) {
      fs.rmSync(existing);
    }
  }
  let written = 0;
  for (const [file, content] of expected) {
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) {
      continue;
    }
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, content);
    written += 1;
  }
  return {written, pages: pages.length};
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) {
    return [];
  }
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((name) => path.join(dir, name))
    .filter((file) => fs.statSync(file).isFile());
}
