import {useEffect, useState} from 'react';

/**
 * False on the first render, true once this component has mounted. Unlike
 * Docusaurus's `useIsBrowser` (true for everything rendered after the app
 * hydrated), it is false on a component's first render even when that render
 * hydrates late, as a lazily loaded component inside `<Suspense>` does: its
 * first render then matches the server's HTML.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
