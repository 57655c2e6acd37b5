import React, {useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import {
  pendingOfflineNavigation,
  subscribeToOfflineNavigation,
  type PendingOfflineNavigation,
} from '@site/src/plugins/chunk-error/offline-navigation';
import styles from './styles.module.css';

const serverSnapshot = (): null => null;

/**
 * Says why a link did nothing while the browser is offline: the current page
 * stays, and the requested one opens when the connection returns (see
 * src/plugins/chunk-error/navigation-preload.ts). Polite, so it never
 * interrupts a screen reader or takes focus; Escape or Dismiss hides it.
 */
export default function OfflineNotice(): ReactNode {
  const pending = useSyncExternalStore(subscribeToOfflineNavigation, pendingOfflineNavigation, serverSnapshot);
  const [dismissed, setDismissed] = useState<PendingOfflineNavigation | null>(null);
  const visible = pending !== null && pending !== dismissed;

  useEffect(() => {
    if (!visible) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setDismissed(pending);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [visible, pending]);

  // The live region is always in the page, so its text is announced when it appears.
  return (
    <div id="offline-notice" className={styles.region} role="status" aria-live="polite">
      {visible && (
        <div className={styles.notice}>
          <p className={styles.text}>
            <strong>You are offline.</strong> This page stays open, and the page you chose opens when the connection is back.
          </p>
          <button type="button" className="button button--secondary button--sm" onClick={() => setDismissed(pending)}>
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}
