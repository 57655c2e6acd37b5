import {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SearchMode} from '@site/src/search/config';
import {useTierUrls} from '@site/src/search/tier-urls';
import {searchSuggestions, suggestionQuery, type Suggestion} from './suggestions';

export type SuggestionState = {status: 'idle' | 'loading' | 'failed'} | {status: 'done'; suggestions: Suggestion[]};

/** Top search hits for the words of the missing page's path, fetched once the page runs in the browser. */
export function useSuggestions(pathname: string, enabled: boolean): SuggestionState {
  const {siteConfig} = useDocusaurusContext();
  const mode = siteConfig.customFields?.search as SearchMode;
  const tierUrls = useTierUrls();
  const [state, setState] = useState<SuggestionState>({status: 'idle'});
  useEffect(() => {
    const query = suggestionQuery(pathname);
    if (!enabled || query === '') return undefined;
    let current = true;
    setState({status: 'loading'});
    searchSuggestions(query, mode, tierUrls).then(
      (suggestions) => current && setState({status: 'done', suggestions}),
      () => current && setState({status: 'failed'}),
    );
    return () => {
      current = false;
    };
  }, [pathname, enabled, mode, tierUrls]);
  return state;
}
