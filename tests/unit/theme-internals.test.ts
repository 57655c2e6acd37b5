import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';

/**
 * The site reads no private part of the theme: no helper of
 * `@docusaurus/theme-common/internal` and no file of
 * `@docusaurus/theme-classic/lib/…` (CSS modules included). Those moved in
 * Docusaurus 3.8 without notice; a class that moves resolves to `undefined`
 * with no error. Public exports (`@docusaurus/theme-common`, `@theme/*`) are
 * what the site uses instead, and it owns the small pieces that have none
 * (src/components/CodeBlock, src/code-highlight/parse-lines.ts,
 * src/theme/SkipToContent/use-location-change.ts, the TOCCollapsible styles).
 */

const ROOT = path.join(__dirname, '..', '..');
const SOURCE = /\.(?:[cm]?[jt]sx?|css)$/;

/** A module request (import, export … from, require, require.resolve, CSS @import) that reaches into the theme's private parts. */
const PRIVATE_REQUEST =
  /(?:\bfrom\s+|\bimport\s*\(?\s*|\brequire(?:\.resolve)?\(\s*|@import\s+(?:url\()?)['"](@docusaurus\/theme-common\/internal|@docusaurus\/theme-(?:classic|common)\/lib\/[^'"]*)['"]/g;
/** A path built to the inside of a theme package from its resolved entry (what parse-lines.ts did before). */
const PRIVATE_PATH = /require\.resolve\(\s*['"]@docusaurus\/theme-(?:classic|common)['"]\s*\)/g;

function privateRequests(source: string): string[] {
  return [...source.matchAll(PRIVATE_REQUEST)].map((match) => match[1]!).concat([...source.matchAll(PRIVATE_PATH)].map((match) => match[0]));
}

const files = fs
  .readdirSync(path.join(ROOT, 'src'), {withFileTypes: true, recursive: true})
  .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));

describe("the site reads no private part of Docusaurus's theme", () => {
  test('the check finds each form of a private request', () => {
    expect(
      privateRequests(
        [
          "import {parseLines} from '@docusaurus/theme-common/internal';",
          "import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';",
          "export {useCodeWordWrap} from '@docusaurus/theme-common/internal';",
          "const lib = require('@docusaurus/theme-classic/lib/theme/CodeBlock/index.js');",
          "const root = path.dirname(require.resolve('@docusaurus/theme-common'));",
          "@import '@docusaurus/theme-classic/lib/theme/Admonition/styles.module.css';",
          "const later = import('@docusaurus/theme-common/lib/utils/codeBlockUtils.js');",
        ].join('\n'),
      ),
    ).toHaveLength(7);
    expect(privateRequests("import {ThemeClassNames} from '@docusaurus/theme-common';\nimport CopyIcon from '@theme/Icon/Copy';")).toEqual([]);
  });

  test('no file under src/ imports theme-common/internal or a file of theme-classic/lib', () => {
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => privateRequests(fs.readFileSync(file, 'utf8')).map((request) => `${path.relative(ROOT, file)}: ${request}`));
    expect(found).toEqual([]);
  });
});
