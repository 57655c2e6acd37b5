import React, {useEffect, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useSearchQueryString} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {SearchMode} from '@site/src/search/client/config';
import {LEVELS} from '@site/src/search/engine/record';
import {useTierUrls} from '@site/src/search/client/tier-urls';
import {resolveHitUrl} from '@site/src/search/ui/search-bar/hit-url';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import {useSearchResults, type PageHit} from './useSearchResults';
import styles from './styles.module.css';

const MAX_QUERY_LENGTH = 64;

/** Highlighted text from the search client: escaped before <mark> tags were added. */
function Marked({html}: {html: string}): ReactNode {
  return <span dangerouslySetInnerHTML={{__html: html}} />;
}

function Result({hit, url}: {hit: PageHit; url: string}): ReactNode {
  const levels = LEVELS.filter((level) => hit.hierarchy[level]);
  const deepest = levels[levels.length - 1] ?? 'lvl1';
  const title = hit._highlightResult?.hierarchy?.[deepest]?.value ?? hit.hierarchy[deepest] ?? url;
  const trail = levels.slice(0, -1).map((level) => hit.hierarchy[level]);
  const snippet = hit._snippetResult?.content?.value;
  return (
    <article className={styles.result}>
      <Heading as="h2" className={styles.resultTitle}>
        <Link to={url}>
          <Marked html={title} />
        </Link>
      </Heading>
      {trail.length > 0 && <p className={styles.trail}>{trail.join(' › ')}</p>}
      {snippet && (
        <p className={styles.snippet}>
          <Marked html={snippet} />
        </p>
      )}
    </article>
  );
}

/**
 * The /search page: the query lives in ?q=, so a result list can be linked
 * and reloaded. Results come from the same client as the search dialog.
 */
export default function SearchPage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const mode = siteConfig.customFields?.search as SearchMode;
  const indexUrl = useTierUrls();
  const processUrl = useSearchResultUrlProcessor();
  const isBrowser = useIsBrowser();
  const [queryParam, setQueryParam] = useSearchQueryString();
  // The server renders every /search the same; the query is read once in the browser.
  const query = isBrowser ? queryParam.slice(0, MAX_QUERY_LENGTH) : '';
  const [input, setInput] = useState('');
  const [pages, setPages] = useState(1);
  const state = useSearchResults(mode, indexUrl, query, pages);

  useEffect(() => {
    setInput(query);
    setPages(1);
  }, [query]);

  const title = query ? `Search results for “${query}”` : 'Search the documentation';
  return (
    <Layout title={title} description="Search the Dagster documentation">
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <form
          className={styles.form}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setQueryParam(input.trim());
          }}>
          <label htmlFor="search-page-input" className={styles.label}>
            Search docs
          </label>
          <input
            id="search-page-input"
            className={styles.input}
            type="search"
            name="q"
            value={input}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="Search docs"
            autoComplete="off"
            onChange={(event) => setInput(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </form>
        <div aria-live="polite" className={styles.status}>
          {state.status === 'loading' && <p>Searching…</p>}
          {state.status === 'error' && (
            <div role="alert">
              <p className={styles.errorTitle}>Unable to fetch results</p>
              <p>You might want to check your network connection.</p>
            </div>
          )}
          {state.status === 'done' && state.nbHits === 0 && <p>No results for “{state.query}”.</p>}
          {state.status === 'done' && state.partial && (
            <p role="alert" className={styles.notice}>
              Showing matches in page titles and headings only: the full-text index could not be loaded. Search again in a moment to retry.
            </p>
          )}
          {state.status === 'done' && state.nbHits > 0 && (
            <p>
              {state.nbHits} {state.nbHits === 1 ? 'result' : 'results'} for “{state.query}”
            </p>
          )}
        </div>
        {state.status === 'done' &&
          state.hits.flatMap((hit) => {
            const url = resolveHitUrl(hit.url, siteConfig.url, processUrl);
            return url === null ? [] : [<Result key={hit.objectID} hit={hit} url={url} />];
          })}
        {state.status === 'done' && state.page + 1 < state.nbPages && (
          <button type="button" className="button button--secondary margin-vert--md" onClick={() => setPages((count) => count + 1)}>
            Show more results
          </button>
        )}
      </main>
    </Layout>
  );
}
