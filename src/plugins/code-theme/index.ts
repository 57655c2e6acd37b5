import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism';
import {prismThemeCss} from '../../config/prism-css';

/** The classic theme's client module that puts Prism and its languages in every page's main bundle. */
const PRISM_CLIENT_MODULE = /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

/**
 * Writes the code themes of src/config/prism.ts as one stylesheet, loaded with
 * the site's CSS (see src/theme/CodeBlock). The themes stay the one place where
 * code colours are chosen and checked for contrast.
 *
 * Code is highlighted at build time (src/remark/highlight-code.ts), so the
 * theme's client module that loads Prism into the browser is replaced by an
 * empty one: no page downloads or runs a highlighter.
 */
export default function codeThemePlugin(context: LoadContext): Plugin {
  const file = path.join(context.generatedFilesDir, 'code-theme', 'code-theme.css');
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, prismThemeCss(lightCodeTheme, 'light') + prismThemeCss(darkCodeTheme, 'dark'));
  return {
    name: 'code-theme',
    getClientModules() {
      return [file];
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      const empty = path.join(__dirname, 'no-prism.js');
      return {plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, empty)]};
    },
  };
}
