import React, {lazy, Suspense, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/Mermaid';
import styles from './styles.module.css';

// The stock component is imported by MDXComponents on every page, which pulls
// the whole Mermaid library into every doc page. Loading it lazily keeps it
// out of pages that have no diagram.
const MermaidDiagram = lazy(() => import('@theme-original/Mermaid'));

function DiagramSource({value}: Props): ReactNode {
  return (
    <pre className={styles.source} aria-label="Diagram source (rendering)">
      <code>{value}</code>
    </pre>
  );
}

export default function Mermaid(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  if (!isBrowser) {
    return <DiagramSource {...props} />;
  }
  return (
    <Suspense fallback={<DiagramSource {...props} />}>
      <MermaidDiagram {...props} />
    </Suspense>
  );
}
