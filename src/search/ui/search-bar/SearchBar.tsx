import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {DocSearchModal as DocSearchModalType, DocSearchProps} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SearchMode} from '@site/src/search/client/config';
import type * as SearchClientModule from '@site/src/search/client/client';
import {useTierUrls} from '@site/src/search/client/tier-urls';
import {warmIndexMeta} from '@site/src/search/client/warm-meta';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import translations from '@theme/SearchTranslations';
import SearchButton from './SearchButton';
import {resolveHitUrl} from './hit-url';
import {browserStorage, sanitizeStoredSearches} from './stored-searches';
import SearchStatusLayer from './SearchStatusLayer';
import {useOnline} from './useOnline';
import {withFailureReporting} from '@site/src/search/client/failure-reporting';
import {useSearchShortcuts} from './useSearchShortcuts';
import {withLatestAnswer} from './latest-answer';
import {useEnterOpensShownHit} from './useEnterOpensShownHit';
import {searchShell, useShellHandover} from '../../shell/search-shell';

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

type ClientModule = typeof SearchClientModule;

interface Loaded {
  Modal: Modal;
  client: ClientModule;
}

let loaded: Loaded | undefined;
let loading: Promise<Loaded> | undefined;
let loadingClient: Promise<typeof SearchClientModule> | undefined;

/** The search client alone: small, so the index can start downloading while the dialog's code still loads. */
function loadClient(): Promise<typeof SearchClientModule> {
  loadingClient ??= import('@site/src/search/client/client').catch((error: unknown) => {
    loadingClient = undefined; // a later attempt fetches again
    throw error;
  });
  return loadingClient;
}

/**
 * DocSearch and the search client (with the embedded engine): fetched on the
 * reader's first sign of intent, never with the page.
 */
function loadSearch(): Promise<Loaded> {
  loading ??= Promise.all([import('@docsearch/react/modal'), loadClient(), import('@docsearch/react/style')]).then(
    ([modal, client]) => {
      loaded = {Modal: modal.DocSearchModal, client};
      return loaded;
    },
    (error: unknown) => {
      loading = undefined; // a later attempt fetches again
      throw error;
    },
  );
  return loading;
}

/** Where "Let us know" leads when a query finds nothing: a pre-filled docs issue. */
function missingResultsUrl({query}: {query: string}): string {
  const title = encodeURIComponent(`[docs] No search results for "${query.slice(0, 64)}"`);
  return `https://github.com/dagster-io/dagster/issues/new?labels=documentation&title=${title}`;
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
  const normalize = (filters: string | string[] | undefined) => (typeof filters === 'string' ? [filters] : (filters ?? []));
  const configFilters = normalize(config.searchParameters?.facetFilters);
  const facetFilters = config.contextualSearch ? [...normalize(contextualFilters as string[]), ...configFilters] : configFilters;
  // The contextual filters are new arrays on every render; DocSearch rebuilds its
  // state (dropping the typed query) when this object changes, so it changes
  // only when its content does.
  const key = JSON.stringify([config.searchParameters, facetFilters]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => ({...config.searchParameters, facetFilters}), [key]);
}

export default function SearchBar(): ReactNode {
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const config = siteConfig.themeConfig.algolia as AlgoliaConfig;
  const mode = siteConfig.customFields?.search as SearchMode;
  const indexUrl = useTierUrls();
  const history = useHistory();
  const createSearchLink = useSearchLinkCreator();
  const online = useOnline();
  const processUrl = useSearchResultUrlProcessor();
  const searchParameters = useSearchParameters(config);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [dropdown, setDropdown] = useState<Element | null>(null);
  const [buttonMessage, setButtonMessage] = useState<string | null>(null);
  useEffect(() => {
    if (online) setButtonMessage(null);
  }, [online]);

  // While a search call has failed, the dialog's own content is hidden and the
  // error screen is shown in its place (src/css/global.css).
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const active = isOpen && failed;
    element.dataset.searchFailed = String(active);
    if (!active) {
      setDropdown(null);
      return undefined;
    }
    // DocSearch may re-create its dropdown element; follow the current one.
    const follow = () => setDropdown(element.querySelector('.DocSearch-Dropdown'));
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(element, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [isOpen, failed]);

  // The index starts downloading as soon as the small client is in, beside the dialog's code.
  const startIndex = useCallback(() => {
    if (mode.mode === 'embedded') warmIndexMeta(indexUrl);
    loadClient().then(
      (client) => client.preloadSearch(mode, indexUrl),
      () => undefined, // reported or retried with the dialog's own load
    );
  }, [mode, indexUrl]);

  const openDialog = useCallback((query?: string) => {
    const shell = searchShell();
    // A field at once, taking every key, while the dialog's code is on its way.
    if (!loaded && shell && !shell.isOpen()) shell.open(query);
    if (!container.current) {
      container.current = document.createElement('div');
      // The embedded index is not Algolia's: its logo is hidden (src/css/global.css).
      container.current.dataset.searchMode = mode.mode;
      document.body.insertBefore(container.current, document.body.firstChild);
    }
    setInitialQuery(query);
    sanitizeStoredSearches(browserStorage(), config.indexName);
    const offline = window.navigator.onLine === false;
    // Offline, search works only from an embedded index already in memory.
    const indexInMemory = mode.mode === 'embedded' && loaded !== undefined && loaded.client.searchStatus(mode, indexUrl).loaded !== null;
    if (offline && !indexInMemory) {
      shell?.close();
      setButtonMessage('Search needs a connection. You seem to be offline.');
      return;
    }
    setButtonMessage(null);
    startIndex();
    const shellShown = shell?.isOpen() ?? false;
    loadSearch().then(
      () => {
        // Closed with Escape (or Ctrl+K again) before the dialog arrived: the reader changed their mind.
        if (shellShown && !shell!.isOpen()) return;
        setInitialQuery((shellShown ? shell!.value() : '') || query);
        setIsOpen(true);
      },
      (error: unknown) => {
        const typed = shellShown ? shell!.value() : '';
        shell?.close();
        console.error('The search dialog could not be loaded.', error);
        if (window.navigator.onLine === false) {
          setButtonMessage('Search needs a connection. You seem to be offline.');
        } else if (config.searchPagePath) {
          // Its code is gone (a deploy replaced it) or broken: the search page, loaded afresh, still works.
          window.location.assign(createSearchLink(typed || query || ''));
        } else {
          setButtonMessage('Search could not be loaded. Reload the page to try again.');
        }
      },
    );
  }, [mode, indexUrl, config.indexName, config.searchPagePath, createSearchLink, startIndex]);

  const open = useCallback(
    (query?: string) => {
      const shell = searchShell();
      // Ctrl+K again while the shell waits for the dialog: close it, as it would close the dialog.
      if (query === undefined && !isOpen && shell?.isOpen()) {
        shell.close();
        return;
      }
      openDialog(query);
    },
    [isOpen, openDialog],
  );

  // From now on the shortcuts are ours; a shell opened before hydration becomes the dialog.
  const openDialogRef = useRef(openDialog);
  openDialogRef.current = openDialog;
  useEffect(() => {
    const shell = searchShell();
    if (!shell) return;
    shell.hydrated = true;
    if (shell.isOpen()) openDialogRef.current();
  }, []);

  const preload = useCallback(() => {
    startIndex();
    void loadSearch().catch(() => undefined); // retried when the reader opens search
  }, [startIndex]);

  const close = useCallback(() => {
    setIsOpen(false);
    setFailed(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);

  useSearchShortcuts({isOpen, buttonRef, onOpen: open, onClose: close});
  useEnterOpensShownHit(container, isOpen);
  useShellHandover(container, isOpen, initialQuery);

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
  // DocSearch rebuilds its state (dropping the typed query) when this changes:
  // keep it stable across re-renders, reading the current processor from a ref.
  const processUrlRef = useRef(processUrl);
  processUrlRef.current = processUrl;
  const transformItems = useCallback(
    (items: Hit[]) =>
      items.flatMap((item) => {
        const url = resolveHitUrl(item.url, siteConfig.url, processUrlRef.current);
        return url === null ? [] : [{...item, url}];
      }),
    [siteConfig.url],
  );
  // DocSearch builds a client of its own; ours replaces it (same API, and in
  // embedded mode a requester that answers from the shipped index). Answers to
  // superseded queries never reach the dialog (see latest-answer.ts).
  const transformSearchClient = useCallback(() => {
    const client = loaded!.client.createSearchClient(mode, indexUrl);
    client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
    return withLatestAnswer(withFailureReporting(client, setFailed));
  }, [mode, indexUrl, siteMetadata.docusaurusVersion]);
  const resultsFooter = useMemo(
    () =>
      function Footer({state}: {state: {query: string; context: {nbHits?: unknown}}}) {
        return <ResultsFooter state={state} onClose={close} />;
      },
    [close],
  );

  const DocSearchModal = loaded?.Modal;
  return (
    <>
      <SearchButton ref={buttonRef} label={translations.button?.buttonText ?? 'Search'} onIntent={preload} onClick={() => open()} message={buttonMessage} />
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
            getMissingResultsUrl={missingResultsUrl}
            translations={translations.modal}
            searchParameters={searchParameters}
          />,
          container.current,
        )}
      <SearchStatusLayer
        isOpen={isOpen}
        failed={failed}
        online={online}
        dropdown={dropdown}
        container={container}
        mode={mode}
        urls={indexUrl}
        subscribe={isOpen ? loaded?.client.subscribeSearchStatus : undefined}
      />
    </>
  );
}
