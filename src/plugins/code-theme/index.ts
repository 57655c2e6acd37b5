import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism';
import {prismThemeCss} from '../../config/prism-css';

/**
 * Writes the code themes of src/config/prism.ts as one stylesheet, loaded with
 * the site's CSS (see src/theme/CodeBlock). The themes stay the one place where
 * code colours are chosen and checked for contrast.
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
  };
}
