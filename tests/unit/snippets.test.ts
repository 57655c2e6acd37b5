import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {API_DATA_DIR, SNIPPETS_DIR, filesUnder, readDocs} from './support/docs';

// Debian's python3-pyflakes lives with Debian's interpreter (scripts/install-system-deps.sh).
const PYTHON = process.env.PYFLAKES_PYTHON ?? '/usr/bin/python3';
const snippets = filesUnder(SNIPPETS_DIR, ['.py']);

describe('python snippets', () => {
  test('there are snippets', () => {
    expect(snippets.length).toBeGreaterThan(10);
  });

  test('every snippet parses and pyflakes reports nothing', () => {
    const syntax = spawnSync(PYTHON, ['-c', 'import ast,sys\nfor f in sys.argv[1:]: ast.parse(open(f).read(), f)', ...snippets], {encoding: 'utf8'});
    expect(syntax.stderr).toBe('');
    expect(syntax.status).toBe(0);
    const flakes = spawnSync(PYTHON, ['-m', 'pyflakes', ...snippets], {encoding: 'utf8'});
    expect(flakes.error, 'pyflakes must be installed').toBeUndefined();
    expect(flakes.stderr).not.toMatch(/No module named pyflakes/);
    expect(flakes.stdout.trim()).toBe('');
    expect(flakes.status).toBe(0);
  });

  test('pyflakes does fail on a broken example (the check can fail)', () => {
    const dir = fs.mkdtempSync(path.join(fs.mkdtempSync('/tmp/flakes-'), 'x'));
    const broken = path.join(dir, 'broken.py');
    fs.writeFileSync(broken, 'import os\n\nprint(undefined_name)\n');
    const flakes = spawnSync(PYTHON, ['-m', 'pyflakes', broken], {encoding: 'utf8'});
    expect(flakes.status).not.toBe(0);
    expect(flakes.stdout).toMatch(/'os' imported but unused/);
    expect(flakes.stdout).toMatch(/undefined name 'undefined_name'/);
  });

  test('hand-written pages show Python only from snippet files, so pyflakes checks every example', () => {
    // Generated reference pages (api_reference_source) write signatures, not examples, inline.
    const inline = readDocs()
      .filter((doc) => doc.data.api_reference_source === undefined)
      .flatMap((doc) =>
        fs
          .readFileSync(doc.file, 'utf8')
          .split('\n')
          .map((line, index) => ({line, index}))
          .filter(({line}) => /^\s*(`{3,}|~{3,})(python|py)\b/.test(line) && !/\bfile=/.test(line))
          .map(({index}) => `${doc.relative}:${index + 1}`),
      );
    expect(inline).toEqual([]);
  });

  test('every snippet is shown on some page', () => {
    const fromDocs = readDocs().flatMap((doc) => [...doc.body.matchAll(/file=(\S+)/g)].map((match) => match[1]?.replace(/^["']|["']$/g, '')));
    // API reference examples are named in the data files (api/**.yaml) the reference pages are rendered from.
    const fromApiData = filesUnder(API_DATA_DIR, ['.yaml']).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/^\s*-?\s*file:\s*["']?(api\/\S+?\.py)["']?\s*$/gm)].map((match) => match[1]),
    );
    const referenced = new Set([...fromDocs, ...fromApiData]);
    const orphans = snippets.map((file) => path.relative(SNIPPETS_DIR, file)).filter((file) => !referenced.has(file));
    expect(orphans).toEqual([]);
  });
});
