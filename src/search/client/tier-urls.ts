import {useMemo} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {SearchTierFiles} from '../engine/record';
import {fixedMetaUrl, type IndexUrls} from './search-status';

/**
 * Where the browser finds this build's index: its meta file under a name
 * unique to the build, then the current build's at a fixed name, so a tab
 * opened before a deploy (whose names are gone) still searches.
 */
export function useTierUrls(): IndexUrls {
  const files = usePluginData('search-index') as SearchTierFiles | undefined;
  const base = useBaseUrl('/');
  return useMemo(() => ({base, meta: [...(files ? [`${base}${files.meta}`] : []), fixedMetaUrl(base)]}), [files, base]);
}
