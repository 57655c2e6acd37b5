import type {Plugin} from '@docusaurus/types';
import {fontScript} from './font-script';

/**
 * The text and code fonts (src/css/fonts.css) wait for a second page: an
 * inline head script turns each on before the first paint once an earlier
 * page has fetched it while idle (font-script.ts). Nothing preloads a font,
 * so no font competes with the stylesheet and the HTML for the first paint.
 */
export default function fontsPlugin(): Plugin {
  return {
    name: 'fonts',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: fontScript()}]};
    },
  };
}
