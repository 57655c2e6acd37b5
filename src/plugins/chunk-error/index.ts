import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {guardedReplacement} from '../build-guard.cjs';

// Core's router component, whose `./preload` import is redirected below.
const PENDING_NAVIGATION = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]PendingNavigation\.js$/;

/**
 * Keeps the reader's tab working when code fails to load:
 * - client.ts: a first load whose chunks fail shows what failed and a Retry;
 * - navigation-preload.ts: a client navigation whose chunks fail (a new
 *   deploy, or no network) reloads once, or waits for the network. Core
 *   offers no hook between its preload and its reload, so its router's
 *   import of `./preload` is pointed at our wrapper, and nothing else is.
 * The crash screens (src/theme/Error, ErrorPageContent) recover from chunks
 * that fail while rendering.
 */
export default function chunkErrorPlugin(): Plugin {
  return {
    name: 'chunk-error',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      const replacement = path.join(__dirname, 'navigation-preload.ts');
      const redirectPreload = guardedReplacement(currentBundler.instance, {
        rewrite: 'chunk-error: navigation preload',
        request: /^\.\/preload(\.js)?$/,
        what: "the import of ./preload by core's PendingNavigation.js",
        replace: (resolveData) => {
          if (!PENDING_NAVIGATION.test(resolveData.contextInfo.issuer)) return false;
          resolveData.request = replacement;
          return true;
        },
        // Both bundles render core's router.
        expected: () => 1,
      });
      return {plugins: redirectPreload};
    },
  };
}
