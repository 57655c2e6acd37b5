import {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SearchMode} from '@site/src/search/client/config';
import {useTierUrls} from '@site/src/search/client/tier-urls';
import type {Suggestion} from './suggestions';

export type SuggestionState = {status: 'idle' | 'loading' | 'failed'} | {status: 'done'; suggestions: Suggestion[]};

/** Top search hits for the words of the missing page's path, fetched once the page runs in the browser. */
export function useSuggestions(pathname: string, enabled: boolean): SuggestionState {
  const {siteConfig} = useDocusaurusContext();
  const mode = siteConfig.customFields?.search as SearchMode;
  const tierUrls = useTierUrls();
  const [state, setState] = useState<SuggestionState>({status: 'idle'});
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    // Loaded here, not with the page: every doc page carries this component
    // (the docs layout renders it for an unknown address), few ever run it.
    import('./suggestions')
      .then(({searchSuggestions, suggestionQuery}) => {
        const query = suggestionQuery(pathname);
        if (!current || query === '') return;
        setState({status: 'loading'});
        return searchSuggestions(query, mode, tierUrls).then((suggestions) => current && setState({status: 'done', suggestions}));
      })
      .catch(() => current && setState({status: 'failed'}));
    return () => {
      current = false;
    };
  }, [pathname, enabled, mode, tierUrls]);
  return state;
}
