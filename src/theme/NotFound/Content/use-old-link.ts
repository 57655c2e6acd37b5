import {useEffect, useState} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {OldLinksGlobalData} from '@site/src/plugins/old-links';
import {applyPatterns} from '@site/src/plugins/old-links/patterns';

/**
 * An old address the redirect table does not list, but a prefix rule covers
 * (`/dagster-cloud/…` → `/dagster-plus/…`): on hosts without server redirects
 * the 404 page is what runs, so it forwards the reader. Returns the target.
 */
export function useOldLinkForward(pathname: string, enabled: boolean): string | undefined {
  const {patterns} = usePluginData('old-links') as OldLinksGlobalData;
  const [target, setTarget] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    const forward = applyPatterns(pathname, patterns);
    if (forward === undefined) return;
    setTarget(forward);
    window.location.replace(forward + window.location.search + window.location.hash);
  }, [pathname, patterns, enabled]);
  return target;
}
