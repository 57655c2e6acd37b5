/**
 * Whether the app has hydrated. Core preloads the first page's route before it
 * hydrates and every other route after; a static page needs its full module
 * only in the second case (see loadStaticContent).
 */
let hydrated = false;

export function markAppHydrated(): void {
  hydrated = true;
}

export function appHydrated(): boolean {
  return hydrated;
}
