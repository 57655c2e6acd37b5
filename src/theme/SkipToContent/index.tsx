import React, {useCallback, useRef, type MouseEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {useLocationChange} from './use-location-change';
import {SKIP_TO_CONTENT_FALLBACK_ID, focusProgrammatically, skipTarget} from './focus-target';
import styles from './styles.module.css';

const LABEL = 'Skip to main content';

/**
 * Same link as the classic theme's, but focus stays on the main content after
 * activation (see focus-target.ts), so the next Tab starts inside it.
 */
export default function SkipToContent(): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const {action} = useHistory();
  const onClick = useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const target = skipTarget(document);
    if (target) {
      focusProgrammatically(target);
    }
  }, []);
  // After a client-side navigation, the next Tab starts from the top again.
  useLocationChange(({location}) => {
    if (containerRef.current && !location.hash && action === 'PUSH') {
      focusProgrammatically(containerRef.current);
    }
  });
  return (
    <div ref={containerRef} role="region" aria-label={LABEL}>
      <a className={styles.skipToContent} href={`#${SKIP_TO_CONTENT_FALLBACK_ID}`} onClick={onClick}>
        {LABEL}
      </a>
    </div>
  );
}
