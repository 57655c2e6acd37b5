import type {SearchRequestParams} from '../engine/algolia-response';
import type {ShardedIndex} from './sharded-index';

/** An Algolia HTTP call as the client's transporter hands it to a requester. */
export interface EndRequest {
  method: string;
  url: string;
  data?: string | Uint8Array;
}

export interface RequesterResponse {
  status: number;
  content: string;
  isTimedOut: boolean;
}

const UNREACHABLE: RequesterResponse = {status: 0, content: '', isTimedOut: false};

/**
 * Answers one Algolia call from the sharded index. When a file it needs could
 * not be loaded the host is reported unreachable (status 0), so the client
 * raises its own error type and the dialog shows its error screen.
 */
export async function answerFromIndex(index: ShardedIndex, request: EndRequest): Promise<RequesterResponse> {
  if (!/\/1\/indexes\/\*\/queries/.test(request.url)) {
    return {status: 404, content: JSON.stringify({message: 'Only search queries are answered by the embedded index', status: 404}), isTimedOut: false};
  }
  let body: {requests?: SearchRequestParams[]};
  try {
    const text = typeof request.data === 'string' ? request.data : new TextDecoder().decode(request.data);
    body = JSON.parse(text) as {requests?: SearchRequestParams[]};
  } catch {
    return {status: 400, content: JSON.stringify({message: 'Malformed search request', status: 400}), isTimedOut: false};
  }
  const results = await Promise.all((body.requests ?? []).map((searchRequest) => index.answer(searchRequest)));
  if (results.some((result) => result === null)) return UNREACHABLE;
  return {status: 200, content: JSON.stringify({results}), isTimedOut: false};
}
