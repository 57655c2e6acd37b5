import type {RedirectPattern} from './table';

/**
 * Where a prefix rule sends an address, or undefined when none applies.
 * Pure and dependency-free: the 404 page runs it in the browser too.
 */
export function applyPatterns(pathname: string, patterns: readonly RedirectPattern[]): string | undefined {
  for (const pattern of patterns) {
    if (pathname.startsWith(pattern.from)) {
      return pattern.to + pathname.slice(pattern.from.length);
    }
  }
  return undefined;
}
