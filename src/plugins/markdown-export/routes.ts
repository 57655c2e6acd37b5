/**
 * Where a page's Markdown version lives: `/guides/build/assets` →
 * `/guides/build/assets.md`, and the home page `/` → `/index.md`.
 * Shared by the build (which writes the files) and the theme (which links them).
 */
export function markdownRoute(route: string): string {
  const trimmed = route.replace(/\/+$/, '');
  return trimmed === '' ? '/index.md' : `${trimmed}.md`;
}
