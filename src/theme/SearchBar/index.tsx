import React, {useCallback, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {DocSearchModal as DocSearchModalType, DocSearchProps} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import translations from '@theme/SearchTranslations';
import SearchButton from './SearchButton';
import {useSearchShortcuts} from './useSearchShortcuts';

type Modal = typeof DocSearchModalType;
type Hit = Parameters<NonNullable<DocSearchProps['transformItems']>>[0][number];

interface AlgoliaConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch: boolean;
  externalUrlRegex?: string;
  searchPagePath: string | false;
  searchParameters?: Record<string, unknown> & {facetFilters?: string | string[]};
}

let loadedModal: Modal | undefined;
let modalPromise: Promise<Modal> | undefined;

/** The DocSearch library: fetched on the reader's first sign of intent, never with the page. */
function loadModal(): Promise<Modal> {
  modalPromise ??= Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style')]).then(([module]) => {
    const modal: Modal = module.DocSearchModal;
    loadedModal = modal;
    return modal;
  });
  return modalPromise;
}

function preloadModal(): void {
  // A failed prefetch is retried when the reader actually opens search.
  loadModal().catch(() => {
    modalPromise = undefined;
  });
}

function HitLink({hit, children}: {hit: {url: string}; children: ReactNode}): React.JSX.Element {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({state, onClose}: {state: {query: string; context: {nbHits?: unknown}}; onClose: () => void}): ReactNode {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: String(state.context.nbHits ?? 0)}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function useSearchParameters(config: AlgoliaConfig): Record<string, unknown> {
  const contextualFilters = useAlgoliaContextualFacetFilters();
  return useMemo(() => {
    const normalize = (filters: string | string[] | undefined) => (typeof filters === 'string' ? [filters] : (filters ?? []));
    const configFilters = normalize(config.searchParameters?.facetFilters);
    const facetFilters = config.contextualSearch ? [...normalize(contextualFilters as string[]), ...configFilters] : configFilters;
    return {...config.searchParameters, facetFilters};
  }, [config.contextualSearch, config.searchParameters, contextualFilters]);
}

export default function SearchBar(): ReactNode {
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const config = siteConfig.themeConfig.algolia as AlgoliaConfig;
  const history = useHistory();
  const processUrl = useSearchResultUrlProcessor();
  const searchParameters = useSearchParameters(config);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const open = useCallback((query?: string) => {
    if (!container.current) {
      container.current = document.createElement('div');
      document.body.insertBefore(container.current, document.body.firstChild);
    }
    setInitialQuery(query);
    loadModal().then(
      () => setIsOpen(true),
      (error: unknown) => {
        modalPromise = undefined;
        console.error('The search dialog could not be loaded.', error);
      },
    );
  }, []);

  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);

  useSearchShortcuts({isOpen, buttonRef, onOpen: open, onClose: close});

  const navigator = useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        // Hits on other hosts need a full navigation; ours stay in the app.
        if (isRegexpStringMatch(config.externalUrlRegex, itemUrl) || /^[a-z][a-z\d+.-]*:/i.test(itemUrl)) {
          window.location.href = itemUrl;
        } else {
          history.push(itemUrl);
        }
      },
    }),
    [config.externalUrlRegex, history],
  );
  const transformItems = useCallback((items: Hit[]) => items.map((item) => ({...item, url: processUrl(item.url)})), [processUrl]);
  const transformSearchClient = useCallback(
    <C extends {addAlgoliaAgent: (segment: string, version?: string) => void}>(client: C) => {
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      return client;
    },
    [siteMetadata.docusaurusVersion],
  );
  const resultsFooter = useMemo(
    () =>
      function Footer({state}: {state: {query: string; context: {nbHits?: unknown}}}) {
        return <ResultsFooter state={state} onClose={close} />;
      },
    [close],
  );

  const DocSearchModal = loadedModal;
  return (
    <>
      <SearchButton ref={buttonRef} label={translations.button?.buttonText ?? 'Search'} onIntent={preloadModal} onClick={() => open()} />
      {isOpen &&
        DocSearchModal &&
        container.current &&
        createPortal(
          <DocSearchModal
            appId={config.appId}
            apiKey={config.apiKey}
            indexName={config.indexName}
            onClose={close}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={HitLink}
            transformSearchClient={transformSearchClient as DocSearchProps['transformSearchClient']}
            {...(config.searchPagePath ? {resultsFooterComponent: resultsFooter} : {})}
            placeholder={translations.placeholder}
            translations={translations.modal}
            searchParameters={searchParameters}
          />,
          container.current,
        )}
    </>
  );
}
