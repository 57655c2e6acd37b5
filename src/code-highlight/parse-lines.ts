import {createRequire} from 'node:module';
import path from 'node:path';
import type {parseLines as ParseLines} from '@docusaurus/theme-common/internal';

/**
 * The theme's own `parseLines` (magic comments, `{3-5}` ranges), for the build:
 * the highlighter must strip exactly the lines the theme's code block strips.
 * The package exports only bundler entry points, so the file is required by
 * its path; it imports nothing but a range parser.
 */
const require = createRequire(__filename);
const themeCommonLib = path.dirname(require.resolve('@docusaurus/theme-common'));

export const parseLines: typeof ParseLines = (
  require(path.join(themeCommonLib, 'utils', 'codeBlockUtils.js')) as {parseLines: typeof ParseLines}
).parseLines;
