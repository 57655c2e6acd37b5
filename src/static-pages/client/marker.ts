import type {ComponentType, ReactNode} from 'react';

/**
 * The default export of a static page's first module (see ./island.tsx).
 * Only this file is imported by code every page loads: the island's own code
 * comes with the static pages.
 */
export interface StaticIslandContent {
  (props: object): ReactNode;
  /** Fetches the page's full module; resolves once rendering it needs no further code. */
  loadFull: () => Promise<void>;
  /** What the docs layout renders instead, when it hydrates the page's server HTML (./StaticMarkdown.tsx). */
  Static: ComponentType<{className: string}>;
  staticIsland: true;
}

export function isStaticIsland(value: unknown): value is StaticIslandContent {
  return typeof value === 'function' && (value as Partial<StaticIslandContent>).staticIsland === true;
}
