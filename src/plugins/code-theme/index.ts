import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism';
import {prismThemeCss} from '../../config/prism-css';
import {guardedReplacement} from '../build-guard.cjs';

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
export interface CodeThemeOptions {
  /** Leave the theme's Prism client module in the bundle (the stock bundle, see ../stock-bundle.ts). */
  prismInBrowser?: boolean;
}

export default function codeThemePlugin(context: LoadContext, {prismInBrowser = false}: CodeThemeOptions = {}): Plugin {
  const file = path.join(context.generatedFilesDir, 'code-theme', 'code-theme.css');
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, prismThemeCss(lightCodeTheme, 'light') + prismThemeCss(darkCodeTheme, 'dark'));
  return {
    name: 'code-theme',
    getClientModules() {
      return [file];
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      if (prismInBrowser) return {};
      const empty = path.join(__dirname, 'no-prism.js');
      const noPrism = guardedReplacement(currentBundler.instance, {
        rewrite: 'code-theme: no Prism in the browser',
        request: PRISM_CLIENT_MODULE,
        what: "the classic theme's client module prism-include-languages",
        replace: (resolveData) => {
          resolveData.request = empty;
          return true;
        },
        // Core's client modules list imports it once, in either bundle.
        expected: () => 1,
      });
      return {plugins: noPrism};
    },
  };
}
