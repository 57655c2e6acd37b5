const MAX_TERMS_LENGTH = 64;

/**
 * Turns a missing page's path into words worth searching for:
 * `/guides/build/Asset-Checks.html` → `asset checks`.
 */
export function searchTermsFromPath(pathname: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname;
  }
  const segments = decoded.split('/').filter((segment) => segment !== '' && segment !== 'index.html');
  const last = segments[segments.length - 1] ?? '';
  return last
    .replace(/\.(html?|mdx?)$/i, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .toLowerCase()
    .slice(0, MAX_TERMS_LENGTH)
    .trim();
}
