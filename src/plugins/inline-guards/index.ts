import type {LoadContext, Plugin} from '@docusaurus/types';
import {announcementGuardScript} from './announcement-script';
import {colorModeGuardScript} from './color-mode-script';
import {repeatedSlashScript} from './slash-script';
import {searchShellScript} from '../../search/shell/search-shell-script';

interface GuardedThemeConfig {
  colorMode: {defaultMode: 'light' | 'dark'};
  announcementBar?: {id: string};
}

/**
 * Inline scripts that run right after the classic theme's own, before first
 * paint, and correct the state the theme and router read from the browser:
 * - colour mode: the theme copies whatever is stored under `theme` (or
 *   `undefined` when storage is blocked) into `data-theme`, so a garbage value
 *   shows an unstyled page and then ignores the system preference;
 * - announcement bar: see announcement-script.ts;
 * - repeated slashes in the address: see slash-script.ts;
 * - the search shortcuts before the search dialog can answer them: see search-shell-script.ts.
 */
export default function inlineGuardsPlugin(context: LoadContext): Plugin {
  const {colorMode, announcementBar} = context.siteConfig.themeConfig as unknown as GuardedThemeConfig;
  const scripts = [colorModeGuardScript(colorMode.defaultMode), repeatedSlashScript, searchShellScript];
  if (announcementBar) {
    scripts.push(announcementGuardScript(announcementBar.id));
  }
  return {
    name: 'inline-guards',
    injectHtmlTags() {
      return {preBodyTags: [{tagName: 'script', innerHTML: scripts.join('')}]};
    },
  };
}
