/**
 * The Latin file of the text font, as the bundler names it. Every page sets
 * text in it; the code font is not preloaded, since a page without code would
 * fetch it for nothing (and Chromium warns of an unused preload). It is
 * `font-display: optional` instead, so it never moves text either.
 */
const LATIN_FONT = /\/assets\/fonts\/inter-latin-wght-normal-[0-9a-f]+\.woff2/g;

export function preloadTags(css: string): string {
  return [...new Set(css.match(LATIN_FONT) ?? [])]
    .sort()
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}

/**
 * A page with the preload links right after its charset declaration (once).
 * The minified pages leave `<head>` implicit, so the charset `<meta>` is the
 * one sure landmark at the top of the head. Files that load no site
 * stylesheet (the redirect pages of old addresses) are left alone.
 */
export function withPreloads(html: string, tags: string): string {
  if (tags === '' || html.includes(tags) || !html.includes('/assets/css/')) return html;
  const charset = /<meta charset=["']?[\w-]+["']?\s*\/?>/i.exec(html);
  if (!charset) return html;
  const at = charset.index + charset[0].length;
  return html.slice(0, at) + tags + html.slice(at);
}
