import React, {type ReactNode} from 'react';

interface Props {
  /** The index will be fetched again by itself (after its backoff), so the reader need not retype. */
  retrying: boolean;
  offline: boolean;
}

/** DocSearch's error screen markup (its stylesheet applies), shown when a search call fails. */
export default function SearchErrorScreen({retrying, offline}: Props): ReactNode {
  return (
    <div className="DocSearch-ErrorScreen" role="alert">
      <div className="DocSearch-Screen-Icon" aria-hidden="true">
        <svg width="40" height="40" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round">
          <path d="M2 7.5a12 12 0 0 1 16 0M4.5 10.5a8 8 0 0 1 11 0M7.3 13.4a4 4 0 0 1 5.4 0M3 3l14 14" />
        </svg>
      </div>
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">
        {offline ? 'Search needs a connection: you seem to be offline.' : 'You might want to check your network connection.'}
        {retrying && ' Retrying automatically…'}
      </p>
    </div>
  );
}
