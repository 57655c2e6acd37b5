import React, {lazy, Suspense, type ComponentType, type ReactNode} from 'react';
import type {StaticIslandContent} from './marker';
import StaticMarkdown from './StaticMarkdown';

type Content = ComponentType<object>;

/**
 * The content of a static page, as the browser's first module of the page
 * exports it. The docs layout does not render it on the page the reader
 * opened (src/theme/DocItem/Content keeps the server's HTML); it renders it
 * when the page is opened by navigation, after the route's preload has
 * fetched the full module (see loadStaticContent).
 */
export function staticIsland(load: () => Promise<{default: Content}>): StaticIslandContent {
  let Full: Content | undefined;
  let loading: Promise<void> | undefined;
  const loadFull = () =>
    (loading ??= load().then(
      (module) => void (Full = module.default),
      (error: unknown) => {
        loading = undefined; // a later attempt (the reader's retry) fetches again
        throw error;
      },
    ));
  // Only if something renders the content before its preload: never on a route Docusaurus preloads.
  const LazyFull = lazy(() => loadFull().then(() => ({default: Full as Content})));
  function StaticPageContent(props: object): ReactNode {
    if (Full) return <Full {...props} />;
    return (
      <Suspense fallback={null}>
        <LazyFull {...props} />
      </Suspense>
    );
  }
  return Object.assign(StaticPageContent, {loadFull, Static: StaticMarkdown, staticIsland: true as const});
}
