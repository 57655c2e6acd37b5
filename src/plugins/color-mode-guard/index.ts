import type {LoadContext, Plugin} from '@docusaurus/types';
import {colorModeGuardScript} from './script';

/**
 * The classic theme's inline script copies whatever is stored under `theme`
 * (or `undefined` when storage is blocked) into `data-theme`, so a garbage
 * value shows an unstyled page until React hydrates and then ignores the
 * system preference. This script runs right after it and puts back a valid
 * mode: the system preference, else the default.
 */
export default function colorModeGuardPlugin(context: LoadContext): Plugin {
  const {defaultMode} = (context.siteConfig.themeConfig as {colorMode: {defaultMode: 'light' | 'dark'}}).colorMode;
  return {
    name: 'color-mode-guard',
    injectHtmlTags() {
      return {preBodyTags: [{tagName: 'script', innerHTML: colorModeGuardScript(defaultMode)}]};
    },
  };
}
