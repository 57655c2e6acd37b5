import React, {useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import {createPortal} from 'react-dom';
import type {SearchMode} from '@site/src/search/client/config';
import type {TierUrls} from '@site/src/search/client/client';
import {INITIAL_STATUS, type SearchStatus} from '@site/src/search/client/search-status';
import SearchErrorScreen from './SearchErrorScreen';
import {refineQuery} from './refine';

interface Props {
  isOpen: boolean;
  failed: boolean;
  online: boolean;
  /** The dialog's results area while a search call has failed (the error screen goes there). */
  dropdown: Element | null;
  container: RefObject<HTMLDivElement | null>;
  mode: SearchMode;
  urls: TierUrls;
  subscribe: ((mode: SearchMode, urls: TierUrls, listener: (status: SearchStatus) => void) => () => void) | undefined;
}

/**
 * Everything that follows the index as it loads: the notices and the refined
 * results. It lives apart from the dialog so these updates never re-render
 * DocSearch (which would rebuild its state and drop what the reader typed).
 */
export default function SearchStatusLayer({isOpen, failed, online, dropdown, container, mode, urls, subscribe}: Props): ReactNode {
  const [status, setStatus] = useState<SearchStatus>(INITIAL_STATUS);
  const previousTier = useRef<SearchStatus['loaded']>(null);
  const previousFailure = useRef<SearchStatus['failed']>(null);

  useEffect(() => {
    if (!isOpen || !subscribe) return undefined;
    return subscribe(mode, urls, setStatus);
  }, [isOpen, subscribe, mode, urls]);

  const loadedTier = status.loaded;
  useEffect(() => {
    // The index arrived after a failure: ask again for what is typed. (Queries
    // typed while it loads wait for it, so its arrival needs no repeat.)
    const before = previousTier.current;
    previousTier.current = loadedTier;
    if (!isOpen || loadedTier === null || loadedTier === before) return;
    if (failed) refineQuery(container.current);
  }, [isOpen, loadedTier, failed, container]);

  const failedFile = status.failed;
  useEffect(() => {
    // A file's backoff window closed: the dialog's failed search is asked again (which fetches it).
    const before = previousFailure.current;
    previousFailure.current = failedFile;
    if (isOpen && failed && before !== null && failedFile === null) refineQuery(container.current);
  }, [isOpen, failedFile, failed, container]);

  const retrying = status.failed !== null && status.retryAt !== null;
  return (
    <>
      {dropdown && createPortal(<SearchErrorScreen retrying={retrying} offline={!online} />, dropdown)}
    </>
  );
}
