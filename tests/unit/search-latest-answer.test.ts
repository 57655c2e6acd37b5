import {describe, expect, test} from 'vitest';
import {withLatestAnswer} from '../../src/search/ui/search-bar/latest-answer';

interface Params {
  requests: Array<{query: string}>;
}

/** A client whose answers the test hands out by hand, in any order. */
function manualClient() {
  const pending = new Map<string, {resolve: (value: string) => void; reject: (error: Error) => void}>();
  const client = {
    appId: 'A',
    search: (params: Params) =>
      new Promise<string>((resolve, reject) => {
        pending.set(params.requests[0]!.query, {resolve, reject});
      }),
  };
  const answer = async (query: string) => {
    pending.get(query)!.resolve(`answer to ${query}`);
    await settle();
  };
  const fail = async (query: string) => {
    pending.get(query)!.reject(new Error(`${query} failed`));
    await settle();
  };
  return {client, answer, fail};
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const ask = (client: {search: (params: Params) => Promise<unknown>}, query: string) => client.search({requests: [{query}]});

/** Asks as DocSearch does, once per keystroke, and records what each call settles with, in the order they settle. */
function typing(client: {search: (params: Params) => Promise<unknown>}, queries: string[]) {
  const shown: unknown[] = [];
  const calls = queries.map((query) =>
    ask(client, query).then(
      (response) => void shown.push(response),
      (error: Error) => void shown.push(error.message),
    ),
  );
  return {shown, done: () => Promise.all(calls)};
}

describe('withLatestAnswer', () => {
  test('answers to queries queued behind the index, handed out in order, show only what was typed last', async () => {
    const {client, answer} = manualClient();
    const {shown, done} = typing(withLatestAnswer(client), ['d', 'de', 'def']);
    // The index arrives: the worker answers the queue one by one.
    await answer('d');
    await answer('de');
    expect(shown).toEqual([]); // nothing for a superseded prefix reaches the dialog
    await answer('def');
    await done();
    expect(shown).toEqual(['answer to def', 'answer to def', 'answer to def']);
  });

  test('an answer arriving after a newer one changes nothing', async () => {
    const {client, answer} = manualClient();
    const {shown, done} = typing(withLatestAnswer(client), ['a', 'ab']);
    await answer('ab');
    await answer('a');
    await done();
    expect(shown).toEqual(['answer to ab', 'answer to ab']);
  });

  test('a call superseded while it waits follows the newest call', async () => {
    const {client, answer} = manualClient();
    const wrapped = withLatestAnswer(client);
    const {shown} = typing(wrapped, ['a', 'ab']);
    await answer('a'); // waits for "ab"
    const later = typing(wrapped, ['abc']);
    await answer('ab'); // superseded too: both wait for "abc"
    expect(shown).toEqual([]);
    await answer('abc');
    await later.done();
    expect([...shown, ...later.shown]).toEqual(['answer to abc', 'answer to abc', 'answer to abc']);
  });

  test('failures: the newest call decides, for every pending call', async () => {
    const {client, answer, fail} = manualClient();
    const first = typing(withLatestAnswer(client), ['x', 'xy']);
    await fail('x');
    await answer('xy');
    await first.done();
    expect(first.shown).toEqual(['answer to xy', 'answer to xy']);

    const second = typing(withLatestAnswer(client), ['p', 'pq']);
    await answer('p');
    await fail('pq');
    await second.done();
    expect(second.shown).toEqual(['pq failed', 'pq failed']);
  });

  test('the newest call gets its own answer, and the rest of the client is left as it is', async () => {
    const {client, answer} = manualClient();
    const wrapped = withLatestAnswer(client);
    const call = ask(wrapped, 'q');
    await answer('q');
    await expect(call).resolves.toBe('answer to q');
    expect(wrapped.appId).toBe('A');
  });
});
