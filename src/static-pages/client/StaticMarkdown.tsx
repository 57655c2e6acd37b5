import React, {useEffect, useRef, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {enhanceStaticContent} from './enhance';

/** Hydration keeps what the server wrote inside an element whose inner HTML React is told to set. */
const KEEP_SERVER_HTML = {__html: ''};

interface DocusaurusGlobal {
  preload: (path: string) => unknown;
  prefetch: (path: string) => unknown;
}

function docusaurusGlobal(): DocusaurusGlobal | undefined {
  return (window as Window & {docusaurus?: DocusaurusGlobal}).docusaurus;
}

/**
 * The markdown container of a static page being hydrated (the element
 * theme's DocItem/Content renders, with the same classes). React never sees
 * its content: in hydration, an element with `dangerouslySetInnerHTML` keeps
 * its server children, and the empty string is never written because
 * hydration does not set inner HTML and later renders compare equal strings.
 * The content's links and buttons work through ./enhance.ts.
 */
export default function StaticMarkdown({className}: {className: string}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const history = useHistory();
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    return enhanceStaticContent(root, {
      navigate: (path) => {
        const here = window.location.pathname + window.location.search + window.location.hash;
        if (path === here) history.replace(path);
        else history.push(path);
      },
      // Read at each call: the prefetch budget (src/plugins/prefetch-budget) replaces the global after the first route update.
      preload: (path) => void Promise.resolve(docusaurusGlobal()?.preload(path)).catch(() => undefined),
      prefetch: (path) => void Promise.resolve(docusaurusGlobal()?.prefetch(path)).catch(() => undefined),
    });
  }, [history]);
  return <div ref={ref} className={className} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
}
