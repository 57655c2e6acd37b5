import type {EndRequest, RequesterResponse} from './embedded-answer';
import type {SearchStatus} from './search-status';
import type {IndexUrls} from './sharded-index';

/** Messages from the page to the search worker. */
export type ToWorker = {type: 'start'; urls: IndexUrls} | {type: 'search'; id: number; request: EndRequest};

/** Messages from the search worker to the page. */
export type FromWorker = {type: 'status'; status: SearchStatus} | {type: 'answer'; id: number; response: RequesterResponse};
