import React, {type ComponentProps, type ComponentType, type ReactNode} from 'react';
import createRouteComponent from '@docusaurus/core/lib/client/exports/ComponentCreator';

type RouteComponent = ComponentType<object> & {preload?: () => Promise<unknown>};

/**
 * Stands in for `@docusaurus/ComponentCreator` in the browser's route table
 * (see ./index.ts). Core calls it for each of the site's 540 routes while
 * `main` is evaluated, and each call builds a react-loadable component with
 * its map of loaders: work done before the first render for routes a reader
 * may never open. Here a route's loadable is built the first time the route
 * is preloaded or rendered; core preloads every route it renders, the first
 * page's included, so the page renders as before.
 */
export default function ComponentCreator(path: string, hash?: string): RouteComponent {
  let loadable: RouteComponent | undefined;
  const routeComponent = (): RouteComponent => (loadable ??= createRouteComponent(path, hash as string) as RouteComponent);
  function LazyRoute(props: ComponentProps<RouteComponent>): ReactNode {
    const Route = routeComponent();
    return <Route {...props} />;
  }
  LazyRoute.preload = () => routeComponent().preload?.() ?? Promise.resolve();
  return LazyRoute;
}
