import {useMemo} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {SEARCH_INDEX_PATH, type SearchTierFiles} from './record';
import type {TierName} from './search-status';

/**
 * Where the browser finds this build's index tiers. The full tier falls back
 * to the fixed-name index, so a tab opened before a deploy (whose tier names
 * are gone) still searches.
 */
export function useTierUrls(): Record<TierName, string[]> {
  const files = usePluginData('search-index') as SearchTierFiles | undefined;
  const base = useBaseUrl('/');
  const fixed = useBaseUrl(`/${SEARCH_INDEX_PATH}`);
  return useMemo(
    () => ({
      headings: files ? [`${base}${files.headings}`] : [],
      full: files ? [`${base}${files.full}`, fixed] : [fixed],
    }),
    [files, base, fixed],
  );
}
