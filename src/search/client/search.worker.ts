// The embedded index lives in this worker: fetching, parsing and querying
// the shards of each query never blocks the page while the reader types.
import {answerFromIndex} from './embedded-answer';
import {ShardedIndex} from './sharded-index';
import type {FromWorker, ToWorker} from './worker-protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
}

const scope = self as unknown as WorkerScope;
let index: ShardedIndex | undefined;

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'start') {
    if (!index) {
      index = new ShardedIndex(message.urls, (url) => fetch(url, {credentials: 'same-origin'}));
      index.onStatus((status) => scope.postMessage({type: 'status', status}));
    }
    void index.start();
    return;
  }
  if (!index) {
    scope.postMessage({type: 'answer', id: message.id, response: {status: 0, content: '', isTimedOut: false}});
    return;
  }
  void answerFromIndex(index, message.request).then(
    (response) => scope.postMessage({type: 'answer', id: message.id, response}),
    () => scope.postMessage({type: 'answer', id: message.id, response: {status: 0, content: '', isTimedOut: false}}),
  );
};
