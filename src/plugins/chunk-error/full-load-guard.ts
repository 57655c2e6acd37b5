/**
 * A full page load replaces code from an older deploy, but a page that fails
 * again after it must not reload forever: each address gets one automatic
 * full load per tab within a window, remembered in sessionStorage.
 */
const KEY_PREFIX = 'chunk-error-full-load:';
// Long enough to stop any loop, short enough that the next deploy recovers again.
const WINDOW_MS = 10 * 60 * 1000;

/**
 * Records a full load of `url` and says whether it may happen. Without
 * working storage there is no loop guard, so the answer is no.
 */
export function claimFullLoad(url: string): boolean {
  try {
    const key = KEY_PREFIX + url;
    const previous = Number(window.sessionStorage.getItem(key));
    if (previous > 0 && Date.now() - previous < WINDOW_MS) return false;
    window.sessionStorage.setItem(key, String(Date.now()));
    return true;
  } catch {
    return false;
  }
}
