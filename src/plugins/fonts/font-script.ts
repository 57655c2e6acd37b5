/** A web font that a first page does without and later pages take from the cache. */
export interface CachedFont {
  /** Set on <html> when the font is in the browser's cache: only then does the CSS ask for it (src/css/fonts.css). */
  attribute: string;
  /** localStorage key remembering that this browser has downloaded the font. */
  storageKey: string;
  /** The family fonts.css declares. */
  family: string;
}

export const TEXT_FONT: CachedFont = {attribute: 'data-text-font', storageKey: 'docs-text-font', family: 'Inter Variable'};
export const CODE_FONT: CachedFont = {attribute: 'data-code-font', storageKey: 'docs-code-font', family: 'JetBrains Mono Variable'};
export const CACHED_FONTS: readonly CachedFont[] = [TEXT_FONT, CODE_FONT];

/**
 * ES5 inline script in <head>, before first paint. A font the page's CSS asks
 * for loads at the highest priority beside the stylesheet, and on a slow
 * network the first paint waits on its bytes (Lighthouse counts them in the
 * LCP: Inter's 48 KB cost more than the 24 KB stylesheet). So a first visit
 * sets text in a fallback sized to Inter's metrics (fonts.css) and code in the
 * system monospace font, and fetches both web fonts once the page has loaded
 * and the browser is idle (never with data saver on); a font that has arrived
 * is remembered in localStorage, and from the next page on this script sets
 * its attribute before the first paint so the page uses the cached file. No
 * page ever swaps fonts after painting. Storage blocked: the fallbacks, always.
 */
export function fontScript(fonts: readonly CachedFont[] = CACHED_FONTS): string {
  const list = JSON.stringify(fonts.map((font) => [font.storageKey, font.attribute, `1em '${font.family}'`]));
  return (
    '(function(d,w){var f=' +
    list +
    ',p=[],i;try{for(i=0;i<f.length;i++){if(w.localStorage.getItem(f[i][0]))d.documentElement.setAttribute(f[i][1],"");else p.push(f[i])}}catch(e){return}' +
    'var c=navigator.connection;if(!p.length||c&&c.saveData)return;' +
    "w.addEventListener('load',function(){var idle=w.requestIdleCallback||function(g){setTimeout(g,1)};setTimeout(function(){idle(function(){" +
    'if(!d.fonts||!d.fonts.load)return;p.forEach(function(t){d.fonts.load(t[2]).then(function(r){if(r.length)try{w.localStorage.setItem(t[0],"1")}catch(e){}},function(){})})' +
    '})},2000)})' +
    '})(document,window);'
  );
}
