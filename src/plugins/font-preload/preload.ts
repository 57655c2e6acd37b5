/** The Latin files of the site's two fonts, as the bundler names them. */
const LATIN_FONT = /\/assets\/fonts\/(?:inter|jetbrains-mono)-latin-wght-normal-[0-9a-f]+\.woff2/g;

export function preloadTags(css: string): string {
  return [...new Set(css.match(LATIN_FONT) ?? [])]
    .sort()
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}

/**
 * A page with the preload links at the top of its head (once). Files that load
 * no site stylesheet (the redirect pages of old addresses) are left alone.
 */
export function withPreloads(html: string, tags: string): string {
  if (tags === '' || html.includes(tags) || !html.includes('/assets/css/')) return html;
  const head = /<head[^>]*>/i.exec(html);
  if (!head) return html;
  const at = head.index + head[0].length;
  return html.slice(0, at) + tags + html.slice(at);
}
