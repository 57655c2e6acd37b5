import {isChunkLoadError} from './is-chunk-error';
import {showChunkErrorNotice} from './chunk-error-notice';

function hasHydrated(): boolean {
  return document.documentElement.getAttribute('data-has-hydrated') === 'true';
}

if (typeof window !== 'undefined') {
  window.addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadError(event.reason)) {
      return;
    }
    if (!hasHydrated()) {
      // The first load's code failed: the server-rendered page stays inert.
      showChunkErrorNotice(event.reason);
      return;
    }
    // After hydration only a link hovered or scrolled into view preloads
    // without a handler. A later click handles the same failure (see
    // navigation-preload.ts), so this is a warning, not an uncaught error.
    event.preventDefault();
    console.warn('A prefetch or preload failed; navigation will recover.', event.reason);
  });
}
