/**
 * Resolves a hit's URL against the site so the theme's processor (which needs
 * an absolute URL) can map it to a route. Returns null for a URL that cannot
 * be parsed, so one bad record never breaks the result list.
 */
export function resolveHitUrl(url: unknown, siteUrl: string, process: (absolute: string) => string): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  try {
    return process(new URL(url, siteUrl).href);
  } catch {
    return null;
  }
}
