/**
 * Checks API reference data files: the schema, the cross-file rules and the
 * example snippets (parsed and linted with pyflakes). With file arguments,
 * only problems of those files are printed.
 *
 *   npx tsx scripts/api-check.ts [api/python-api/hooks.yaml ...]
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {collectApiReference} from '../src/api-reference/load';

const rootDir = path.resolve(__dirname, '..');
const only = process.argv.slice(2).map((arg) => path.relative(rootDir, path.resolve(arg)).split(path.sep).join('/'));
const {pages, problems} = collectApiReference({rootDir});
const wanted = (text: string) => only.length === 0 || only.some((file) => text.startsWith(`${file}:`));
const shown = problems.filter(wanted);

const snippetFiles = new Set<string>();
for (const {file, page} of pages) {
  if (!wanted(`${file}:`)) {
    continue;
  }
  for (const section of page.sections) {
    for (const symbol of section.symbols) {
      const examples = 'examples' in symbol ? (symbol.examples ?? []) : [];
      const memberExamples = 'members' in symbol ? (symbol.members ?? []).flatMap((member) => member.examples ?? []) : [];
      for (const example of [...examples, ...memberExamples]) {
        if ('file' in example) {
          snippetFiles.add(path.join('snippets', example.file));
        }
      }
    }
  }
}
if (snippetFiles.size > 0) {
  try {
    execFileSync('/usr/bin/python3', ['-m', 'pyflakes', ...snippetFiles], {cwd: rootDir, stdio: 'pipe'});
  } catch (error) {
    const output = String((error as {stdout?: Buffer}).stdout ?? '') + String((error as {stderr?: Buffer}).stderr ?? '');
    shown.push(...output.trim().split('\n').filter(Boolean).map((line) => `pyflakes: ${line}`));
  }
}

const checked = only.length > 0 ? only.length : pages.length;
if (shown.length > 0) {
  console.error(shown.join('\n'));
  console.error(`\n${shown.length} problem(s) in ${checked} data file(s).`);
  process.exit(1);
}
console.log(`OK: ${checked} data file(s), ${snippetFiles.size} example file(s) checked.`);
