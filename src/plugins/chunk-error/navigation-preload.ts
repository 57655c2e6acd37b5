import preload from '@docusaurus/core/lib/client/preload';
import {claimFullLoad} from './full-load-guard';
import {isOffline, nextOnline} from './connection';
import {showChunkErrorNotice} from './chunk-error-notice';
import {setPendingOfflineNavigation} from './offline-navigation';

/**
 * Stands in for core's `preload` inside its PendingNavigation only (see
 * index.ts): the router keeps the old page on screen until this promise
 * resolves, and on a rejection core logs a warning and reloads the page.
 *
 * - Offline: a reload would replace the page with the browser's error screen.
 *   The promise stays pending (old page kept, OfflineNotice shown) and the
 *   target loads in full at the `online` event; a full load because the
 *   failed chunk stays cached as failed in its loadable.
 * - Online, first failure for this address: rejected, so core warns and
 *   reloads: the new page comes from the current deploy.
 * - Online, again within the guard's window: no reload loop; the chunk-load
 *   notice offers Retry and the old page stays.
 */
let latestNavigation = 0;

// Settles never: the router keeps showing the current page.
const stay = (): Promise<never> => new Promise<never>(() => undefined);

export default function preloadForNavigation(pathname: string): Promise<unknown> {
  const navigation = ++latestNavigation;
  // PendingNavigation runs after history changed: location is the target.
  const href = window.location.href;
  setPendingOfflineNavigation(null);
  return preload(pathname).catch(async (error: unknown) => {
    if (navigation !== latestNavigation) return stay();
    if (isOffline()) {
      setPendingOfflineNavigation({href});
      await nextOnline();
      if (navigation === latestNavigation) window.location.assign(href);
      return stay();
    }
    if (claimFullLoad(href)) throw error;
    showChunkErrorNotice(error instanceof Error ? error : new Error(String(error)));
    return stay();
  });
}
