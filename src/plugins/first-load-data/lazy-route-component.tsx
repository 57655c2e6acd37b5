import React, {type ComponentProps, type ComponentType, type ReactNode} from 'react';
import createRouteComponent from '@docusaurus/core/lib/client/exports/ComponentCreator';
import flat from '@docusaurus/core/lib/client/flat';
import * as generatedRegistry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import type {Registry} from '@docusaurus/types';
import {loadStaticContent} from '@site/src/static-pages/client/preload';

type RouteComponent = ComponentType<object> & {preload?: () => Promise<unknown>};

/** What ./client-registry.cjs adds to the registry module in the browser bundle. */
const {default: registry, registryShards = {}} = generatedRegistry as unknown as {
  default: Registry;
  registryShards?: Record<string, () => Promise<{default: Registry}>>;
};

const loadingShards = new Map<string, Promise<void>>();

/** The registry entries of one section, added to the registry core reads once they arrive. */
function loadShard(letter: string): Promise<void> {
  let loading = loadingShards.get(letter);
  if (!loading) {
    const load = registryShards[letter];
    if (!load) return Promise.reject(new Error(`No registry shard "${letter}" in this build.`));
    loading = load().then(
      (shard) => void Object.assign(registry, shard.default),
      (error: unknown) => {
        loadingShards.delete(letter); // a later attempt (the reader's retry) fetches again
        throw error;
      },
    );
    loadingShards.set(letter, loading);
  }
  return loading;
}

/** The shards holding registry entries the route needs that are not loaded yet (a name's letter is its shard). */
function missingShards(path: string, hash: string | undefined): string[] {
  // Core's own reading of a route's chunk names (its ComponentCreator flattens them the same way).
  const names = hash === undefined ? [] : Object.values(flat(routesChunkNames[`${path}-${hash}`] ?? {})).filter((name) => typeof name === 'string');
  return [...new Set(names.filter((name) => !(name in registry)).map((name) => name.charAt(0)))];
}

/**
 * Stands in for `@docusaurus/ComponentCreator` in the browser's route table
 * (see ./index.ts). Core calls it for each of the site's 540 routes while
 * `main` is evaluated, and each call builds a react-loadable component with
 * its map of loaders: work done before the first render for routes a reader
 * may never open. Here a route's loadable is built the first time the route
 * is preloaded or rendered; core preloads every route it renders, the first
 * page's included, so the page renders as before. Preloading first fetches
 * the registry shard of the route's section when main does not hold its
 * entries (see ./client-registry.cjs), and after the route's modules, the
 * full content of a static page opened by navigation (src/static-pages/client).
 */
export default function ComponentCreator(path: string, hash?: string): RouteComponent {
  let loadable: RouteComponent | undefined;
  const routeComponent = (): RouteComponent => {
    if (!loadable) {
      const missing = missingShards(path, hash);
      // Core preloads a route before it renders it; rendering first would build a route without its code.
      if (missing.length > 0) throw new Error(`The code of ${path} was rendered before it was loaded.`);
      loadable = createRouteComponent(path, hash as string) as RouteComponent;
    }
    return loadable;
  };
  function LazyRoute(props: ComponentProps<RouteComponent>): ReactNode {
    const Route = routeComponent();
    return <Route {...props} />;
  }
  LazyRoute.preload = () =>
    Promise.all(missingShards(path, hash).map(loadShard))
      .then(() => routeComponent().preload?.() ?? Promise.resolve())
      // A static page opened by navigation renders its full content (see src/static-pages/client).
      .then(loadStaticContent);
  return LazyRoute;
}
