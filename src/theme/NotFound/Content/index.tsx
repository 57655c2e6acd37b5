import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import type {Props} from '@theme/NotFound/Content';
import {searchTermsFromPath} from './search-terms';
import {useSuggestions} from './use-suggestions';
import {useOldLinkForward} from './use-old-link';
import styles from './styles.module.css';

const SECTIONS = [
  {to: '/', label: 'Docs overview', text: 'What Dagster is and where to start.'},
  {to: '/getting-started/quickstart', label: 'Quickstart', text: 'Build and run a first project.'},
  {to: '/integrations/libraries', label: 'Integrations', text: 'Libraries for the tools you already use.'},
  {to: '/dagster-plus', label: 'Dagster+', text: 'The hosted, managed tier.'},
  {to: '/api', label: 'API reference', text: 'Every public class, function and CLI command.'},
];

export default function NotFoundContent({className}: Props): ReactNode {
  // The 404 HTML is shared by every unknown address, so the address itself is
  // only known (and only rendered) once the page runs in the browser.
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  const terms = isBrowser ? searchTermsFromPath(pathname) : '';
  const forwardTo = useOldLinkForward(pathname, isBrowser);
  const suggestions = useSuggestions(pathname, isBrowser && forwardTo === undefined);
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className={clsx('col col--8 col--offset-2', styles.content)}>
          <Heading as="h1">Page not found</Heading>
          <p>
            There is no page at{' '}
            {isBrowser ? <code className={styles.path}>{pathname}</code> : 'this address'}. It may have moved
            when the docs were reorganized for Dagster 1.10, or the link that brought you here has a typo.
          </p>
          {forwardTo !== undefined && (
            <p role="status">
              This address is from the old docs. Taking you to <Link to={forwardTo}>{forwardTo}</Link>…
            </p>
          )}
          {suggestions.status === 'done' && suggestions.suggestions.length > 0 && (
            <section aria-labelledby="did-you-mean">
              <Heading as="h2" id="did-you-mean">
                Did you mean…
              </Heading>
              <ul className={styles.suggestions}>
                {suggestions.suggestions.map((suggestion) => (
                  <li key={suggestion.href}>
                    <Link to={suggestion.href}>{suggestion.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {terms !== '' && (
            <p>
              <Link to={`/search?q=${encodeURIComponent(terms)}`}>Search the docs for “{terms}”</Link>
            </p>
          )}
          <Heading as="h2">Places to start</Heading>
          <ul className={styles.sections}>
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <Link to={section.to}>{section.label}</Link> — {section.text}
              </li>
            ))}
          </ul>
          <p>
            If a link on this site led you here, please{' '}
            <Link href="https://github.com/dagster-io/dagster/issues">report the broken link</Link>.
          </p>
        </div>
      </div>
    </main>
  );
}
