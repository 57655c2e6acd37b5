/** Set on <html> when the code font is in the browser's cache: only then do code elements ask for it (src/css/fonts.css). */
export const CODE_FONT_ATTRIBUTE = 'data-code-font';
/** localStorage key remembering that this browser has downloaded the code font. */
export const CODE_FONT_STORAGE_KEY = 'docs-code-font';
/** The family fonts.css declares for code. */
export const CODE_FONT_FAMILY = 'JetBrains Mono Variable';

/**
 * ES5 inline script in <head>, before first paint. The code font is
 * `font-display: optional`, so on a first visit over a slow network it mostly
 * arrives too late to be used, yet as a font the page's CSS asks for it loads
 * at the highest priority beside the stylesheet and the text font, and the
 * first paint waits on those bytes (Lighthouse counts it in the LCP).
 * So a first visit sets code in the system monospace font and fetches the
 * code font once the page has loaded and the browser is idle (never with data
 * saver on); when it has arrived, a flag in localStorage says so, and from the
 * next page on this script sets CODE_FONT_ATTRIBUTE before the first paint and
 * code uses the cached font. No page ever swaps fonts in code after painting
 * it. Storage blocked: the system font, always.
 */
export function codeFontScript(): string {
  return (
    '(function(d,w){var k=' +
    JSON.stringify(CODE_FONT_STORAGE_KEY) +
    ';try{if(w.localStorage.getItem(k)){d.documentElement.setAttribute(' +
    JSON.stringify(CODE_FONT_ATTRIBUTE) +
    ",'');return}}catch(e){return}" +
    'var c=navigator.connection;if(c&&c.saveData)return;' +
    "w.addEventListener('load',function(){var idle=w.requestIdleCallback||function(f){setTimeout(f,1)};setTimeout(function(){idle(function(){" +
    'if(!d.fonts||!d.fonts.load)return;d.fonts.load(' +
    JSON.stringify(`1em '${CODE_FONT_FAMILY}'`) +
    ').then(function(f){if(f.length)try{w.localStorage.setItem(k,"1")}catch(e){}},function(){})})},2000)})' +
    '})(document,window);'
  );
}
