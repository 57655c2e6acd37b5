import React, {useEffect, useState, type ReactNode} from 'react';
import {causedByChunkLoad} from '@site/src/plugins/chunk-error/is-chunk-error';
import {claimFullLoad} from '@site/src/plugins/chunk-error/full-load-guard';
import {isOffline} from '@site/src/plugins/chunk-error/connection';
import styles from './styles.module.css';

interface Props {
  error: Error;
  tryAgain: () => void;
  /** The crash screen, given the Try again action to use. */
  children: (tryAgain: () => void) => ReactNode;
}

type Recovery = 'none' | 'full-load' | 'wait-for-network' | 'manual';

const fullLoad = (): void => window.location.reload();

function chooseRecovery(error: Error): Recovery {
  if (!causedByChunkLoad(error)) return 'none';
  if (isOffline()) return 'wait-for-network';
  return claimFullLoad(window.location.href) ? 'full-load' : 'manual';
}

/**
 * A crash caused by code that failed to download (a chunk renamed by a newer
 * deploy, or no network) is not fixed by rendering again: Try again would
 * request the same missing file. It is fixed by a full page load, made at
 * once (once per address, see full-load-guard.ts), at the `online` event when
 * offline, or by Try again when the guard has already spent its one load.
 */
export default function ChunkErrorFallback({error, tryAgain, children}: Props): ReactNode {
  const [recovery] = useState(() => chooseRecovery(error));

  useEffect(() => {
    if (recovery === 'full-load') fullLoad();
    if (recovery !== 'wait-for-network') return undefined;
    window.addEventListener('online', fullLoad, {once: true});
    return () => window.removeEventListener('online', fullLoad);
  }, [recovery]);

  if (recovery === 'none') return children(tryAgain);
  if (recovery === 'full-load') {
    return (
      <main className={styles.message} role="status">
        <p>Loading the latest version of this page…</p>
      </main>
    );
  }
  if (recovery === 'wait-for-network') {
    return (
      <main className={styles.message}>
        <h1>You are offline</h1>
        <p role="status">This page needs code that was not downloaded before the connection dropped. It loads by itself when you are back online.</p>
        <button type="button" className="button button--primary" onClick={fullLoad}>
          Try again
        </button>
      </main>
    );
  }
  return children(fullLoad);
}
