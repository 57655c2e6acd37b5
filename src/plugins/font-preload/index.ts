import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {codeFontScript} from './code-font-script';
import {preloadTags, withPreloads} from './preload';

/**
 * The text and code fonts (src/css/fonts.css) are found by the browser only
 * once the stylesheet is parsed, so text first paints in the fallback font and
 * moves when the web font arrives (a layout shift). After the build, when the
 * bundled font files have their hashed names, every page is given a preload
 * link for the text font, so it arrives with the stylesheet. The code font
 * waits for a second page (code-font-script.ts).
 */
export default function fontPreloadPlugin(): Plugin {
  return {
    name: 'font-preload',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: codeFontScript()}]};
    },
    async postBuild({outDir}) {
      const cssDir = path.join(outDir, 'assets', 'css');
      const css = fs.readdirSync(cssDir).filter((name) => name.endsWith('.css')).map((name) => fs.readFileSync(path.join(cssDir, name), 'utf8'));
      const tags = preloadTags(css.join('\n'));
      if (tags === '') throw new Error('[font-preload] no Latin font file found in the built CSS: check src/css/fonts.css');
      const pages = (fs.readdirSync(outDir, {recursive: true, encoding: 'utf8'}) as string[]).filter((name) => name.endsWith('.html'));
      await Promise.all(
        pages.map(async (name) => {
          const file = path.join(outDir, name);
          const html = await fs.promises.readFile(file, 'utf8');
          const updated = withPreloads(html, tags);
          if (updated !== html) await fs.promises.writeFile(file, updated);
        }),
      );
    },
  };
}
