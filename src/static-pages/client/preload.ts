import {appHydrated} from './hydration';
import {isStaticIsland} from './marker';

/**
 * After a route's modules are loaded: the full content of any static page
 * among them, unless this is the page being hydrated from the server's HTML.
 * `modules` is what react-loadable's preload resolves with: one module per
 * loader of the route.
 */
export function loadStaticContent(modules: unknown): Promise<unknown> {
  if (!appHydrated() || !Array.isArray(modules)) return Promise.resolve();
  const islands = modules.map((module) => (module as {default?: unknown} | null)?.default).filter(isStaticIsland);
  return Promise.all(islands.map((island) => island.loadFull()));
}
