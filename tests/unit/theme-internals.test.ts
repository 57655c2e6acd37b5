import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, test} from 'vitest';

/**
 * The site's code block (src/theme/CodeBlock) and the static pages' copy
 * button (src/static-pages) use parts of the theme that are not public: CSS
 * modules of @docusaurus/theme-classic and helpers of
 * @docusaurus/theme-common/internal. A class that moves resolves to
 * `undefined` at run time and a helper that moves to a build error far from
 * its cause; here both fail a unit test after an upgrade, naming what went.
 */

const require = createRequire(import.meta.url);
const ROOT = path.join(__dirname, '..', '..');
const USERS = ['src/theme/CodeBlock', 'src/static-pages'];

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const files = USERS.flatMap(sources);
const privateCss = files.flatMap((file) => {
  const source = fs.readFileSync(file, 'utf8');
  const code = source.replace(/^import .*$/gm, '');
  return [...source.matchAll(/^import (\w+) from '(@docusaurus\/theme-classic\/lib\/[^']+\.module\.css)';$/gm)].map(([, name, module]) => ({
    file: path.relative(ROOT, file),
    module: module!,
    classes: [...new Set([...code.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))].map((match) => match[1]!))],
  }));
});

describe("the theme's private parts the site uses still exist in the installed theme", () => {
  test('the code block and the static pages read classes of theme-classic CSS modules', () => {
    expect(privateCss.length).toBeGreaterThanOrEqual(3);
    expect(privateCss.flatMap((use) => use.classes).length).toBeGreaterThan(5);
  });

  test.each(privateCss.map((use) => [`${use.file}: ${use.module}`, use] as const))('%s: every class it reads is defined', (_, use) => {
    const css = fs.readFileSync(require.resolve(use.module), 'utf8');
    expect(use.classes.filter((name) => !new RegExp(`\\.${name}\\b`).test(css))).toEqual([]);
  });

  test('every helper imported from @docusaurus/theme-common/internal is exported by it', () => {
    const declared = fs.readFileSync(require.resolve('@docusaurus/theme-common/internal').replace(/\.js$/, '.d.ts'), 'utf8');
    const imported = files.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/^import \{([^}]+)\} from '@docusaurus\/theme-common\/internal';$/gm)].flatMap((match) =>
        match[1]!.split(',').map((name) => name.trim().replace(/^type /, '')),
      ),
    );
    expect(imported.length).toBeGreaterThan(3);
    expect(imported.filter((name) => !new RegExp(`\\b${name}\\b`).test(declared))).toEqual([]);
  });
});
