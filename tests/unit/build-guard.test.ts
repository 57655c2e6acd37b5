import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {afterAll, describe, expect, test} from 'vitest';
import type {ConfigureWebpackUtils, LoadContext} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {BuildGuardError, coreVersion, expectCount, guardedReplacement} from '../../src/plugins/build-guard.cjs';
import codeThemePlugin from '../../src/plugins/code-theme';

const require = createRequire(import.meta.url);
/** The bundler Docusaurus Faster builds with. */
const rspack = createRequire(require.resolve('@docusaurus/faster'))('@rspack/core') as {
  (options: object): {run: (done: (error: Error | null, stats?: {hasErrors: () => boolean; toJson: (options: object) => {errors?: Array<{message: string}>}}) => void) => void};
  NormalModuleReplacementPlugin: unknown;
};

const ROOT = path.join(__dirname, '..', '..');
// Inside the project, so that the entries resolve the project's packages.
const WORK = path.join(ROOT, 'node_modules', '.cache', `build-guard-${process.pid}`);
afterAll(() => fs.rmSync(WORK, {recursive: true, force: true}));

/** Bundles `entrySource` with the given plugins; the compilation's errors and the bundle's text. */
function bundle(name: string, entrySource: string, plugins: unknown[]): Promise<{errors: string[]; output: string}> {
  const dir = path.join(WORK, name);
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, 'entry.js'), entrySource);
  return new Promise((resolve, reject) => {
    // An explicit target: without one, Rspack reads the site's browserslist, which the Rspack of Docusaurus 3.10 cannot parse.
    rspack({mode: 'production', target: ['web', 'es2020'], context: dir, entry: './entry.js', output: {path: path.join(dir, 'out')}, optimization: {minimize: false, moduleIds: 'named'}, plugins}).run((error, stats) => {
      if (error || !stats) return reject(error ?? new Error('no stats'));
      const output = fs.existsSync(path.join(dir, 'out', 'main.js')) ? fs.readFileSync(path.join(dir, 'out', 'main.js'), 'utf8') : '';
      resolve({errors: (stats.toJson({all: false, errors: true}).errors ?? []).map((e) => e.message), output});
    });
  });
}

describe('build guard messages', () => {
  test('name the rewrite, the file, what was expected and found, the installed core and the way out', () => {
    const error = new BuildGuardError({rewrite: 'first-load-data: browser registry', file: 'registry.js', expected: '545 entries renamed', found: '0'});
    expect(error.message).toBe(
      [
        'first-load-data: browser registry: registry.js is not what this rewrite was written for.',
        '  expected: 545 entries renamed',
        '  found:    0',
        `  @docusaurus/core ${coreVersion()} is installed. Fix the rewrite for it, or build with DOCS_STOCK_BUNDLE=1 to leave Docusaurus's output as written.`,
      ].join('\n'),
    );
    expect(coreVersion()).toBe((require('@docusaurus/core/package.json') as {version: string}).version);
    expect(() => expectCount(3, 3, {rewrite: 'r', file: 'f', what: 'things'})).not.toThrow();
    expect(() => expectCount(2, 3, {rewrite: 'r', file: 'f', what: 'things'})).toThrow(/expected: 3 things\n {2}found: {4}2/);
  });
});

describe('module replacements count what they replaced and fail the compilation otherwise', () => {
  const toLocal = (count: number) =>
    guardedReplacement(rspack, {
      rewrite: 'test: b to c',
      request: /^\.\/b$/,
      what: 'imports of ./b',
      replace: (resolveData) => {
        resolveData.request = './c';
        return true;
      },
      expected: () => count,
    });
  const files = (dir: string) => {
    fs.mkdirSync(path.join(WORK, dir), {recursive: true});
    fs.writeFileSync(path.join(WORK, dir, 'b.js'), 'export default "from b";');
    fs.writeFileSync(path.join(WORK, dir, 'c.js'), 'export default "from c";');
  };

  test('the expected count passes and the replacement applies', async () => {
    files('counts-ok');
    const {errors, output} = await bundle('counts-ok', "import b from './b'; console.log(b);", toLocal(1));
    expect(errors).toEqual([]);
    expect(output).toContain('from c');
  });

  test('a replacement that no longer matches stops the build, named', async () => {
    files('counts-off');
    const {errors} = await bundle('counts-off', "import b from './b.js'; console.log(b);", toLocal(1));
    expect(errors.join('\n')).toMatch(/test: b to c: requests matching \/\^\\\.\\\/b\$\/ is not what this rewrite was written for\.[^]*expected: 1 × imports of \.\/b replaced[^]*found: {4}0/);
  });
});

describe('the Prism replacement (code-theme)', () => {
  const context = {generatedFilesDir: path.join(WORK, 'generated')} as LoadContext;
  const utils = {currentBundler: {name: 'rspack', instance: rspack}} as unknown as ConfigureWebpackUtils;
  const plugins = () => (codeThemePlugin(context).configureWebpack!({} as Configuration, false, utils, undefined as never) as {plugins: unknown[]}).plugins;
  // The classic theme lists its Prism client module as './prism-include-languages', resolved in its lib folder.
  const themeLib = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib');
  const prismModule = path.join(themeLib, 'prism-include-languages');

  test('the classic theme still has the client module it replaces, and lists it', () => {
    expect(fs.existsSync(`${prismModule}.js`)).toBe(true);
    expect(fs.readFileSync(path.join(themeLib, 'index.js'), 'utf8')).toContain("'./prism-include-languages'");
  });

  test('keeps Prism out of the bundle that imports the theme\'s module as core\'s client modules do', async () => {
    const {errors, output} = await bundle('prism-replaced', `require(${JSON.stringify(prismModule)});`, plugins());
    expect(errors).toEqual([]);
    expect(output).not.toContain('after-tokenize');
    expect(output).toContain('code-theme/no-prism.js');
  });

  test('stops the build when the theme\'s module is not there to replace (renamed, moved)', async () => {
    const moved = path.join(WORK, 'prism-moved', 'prism-languages.js');
    fs.mkdirSync(path.dirname(moved), {recursive: true});
    fs.writeFileSync(moved, 'module.exports = "Prism languages";');
    const {errors} = await bundle('prism-moved', `require(${JSON.stringify(moved)});`, plugins());
    expect(errors.join('\n')).toMatch(/code-theme: no Prism in the browser[^]*expected: 1 × the classic theme's client module prism-include-languages replaced[^]*found: {4}0/);
  });
});

describe('the navigation preload replacement (chunk-error): its target in the installed core', () => {
  test("core's router imports ./preload once, where the replacement looks for it", () => {
    const file = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client', 'PendingNavigation.js');
    expect(fs.readFileSync(file, 'utf8').match(/^import \w+ from '\.\/preload';$/gm)).toHaveLength(1);
  });
});
