import {describe, expect, test} from 'vitest';
import {sanitizeStoredSearches} from '../../src/search/ui/search-bar/stored-searches';
import {resolveHitUrl} from '../../src/search/ui/search-bar/hit-url';
import {withFailureReporting} from '../../src/search/client/failure-reporting';

function memory(initial: Record<string, string>) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const RECENT = '__DOCSEARCH_RECENT_SEARCHES__docs';
const FAVORITE = '__DOCSEARCH_FAVORITE_SEARCHES__docs';
const hit = {objectID: '1', url: '/a', hierarchy: {}};

describe('sanitizeStoredSearches', () => {
  test('drops values that are not JSON arrays', () => {
    const storage = memory({[RECENT]: '{bad json', [FAVORITE]: '{"a":1}'});
    sanitizeStoredSearches(storage, 'docs');
    expect(storage.data.has(RECENT)).toBe(false);
    expect(storage.data.has(FAVORITE)).toBe(false);
  });

  test('keeps valid entries and filters out broken ones', () => {
    const storage = memory({[RECENT]: JSON.stringify([hit, null, 'x', {objectID: 2}])});
    sanitizeStoredSearches(storage, 'docs');
    expect(JSON.parse(storage.data.get(RECENT)!)).toEqual([hit]);
  });

  test('leaves good data and other indexes alone, and survives blocked storage', () => {
    const storage = memory({[RECENT]: JSON.stringify([hit]), '__DOCSEARCH_RECENT_SEARCHES__other': '{bad'});
    sanitizeStoredSearches(storage, 'docs');
    expect(storage.data.get('__DOCSEARCH_RECENT_SEARCHES__other')).toBe('{bad');
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(() => sanitizeStoredSearches(blocked, 'docs')).not.toThrow();
    expect(() => sanitizeStoredSearches(undefined, 'docs')).not.toThrow();
  });
});

describe('resolveHitUrl', () => {
  const keepPath = (absolute: string) => new URL(absolute).pathname + new URL(absolute).hash;
  test('relative and absolute URLs become routes; unusable ones are dropped', () => {
    expect(resolveHitUrl('/guides/x#y', 'https://docs.dagster.io', keepPath)).toBe('/guides/x#y');
    expect(resolveHitUrl('https://docs.dagster.io/a', 'https://docs.dagster.io', keepPath)).toBe('/a');
    expect(resolveHitUrl('http://[::1', 'https://docs.dagster.io', keepPath)).toBeNull();
    expect(resolveHitUrl(undefined, 'https://docs.dagster.io', keepPath)).toBeNull();
    expect(resolveHitUrl('', 'https://docs.dagster.io', keepPath)).toBeNull();
  });
});

describe('withFailureReporting', () => {
  test('reports failures and answers them with empty results; reports recovery', async () => {
    const reports: boolean[] = [];
    let fail = true;
    const client = {
      search: async (params: {requests: Array<{query?: string}>}) => {
        if (fail) throw Object.assign(new Error('Unreachable hosts'), {name: 'RetryError'});
        return {results: params.requests.map(() => ({hits: [{objectID: '1'}], nbHits: 1}))};
      },
      appId: 'A',
    };
    const wrapped = withFailureReporting(client, (failed) => reports.push(failed));
    const failedResponse = (await wrapped.search({requests: [{query: 'x'}]})) as {results: Array<{hits: unknown[]; nbHits: number; query: string}>};
    expect(failedResponse.results[0]).toMatchObject({hits: [], nbHits: 0, query: 'x'});
    fail = false;
    const ok = (await wrapped.search({requests: [{query: 'x'}]})) as {results: Array<{nbHits: number}>};
    expect(ok.results[0]!.nbHits).toBe(1);
    expect(reports).toEqual([true, false]);
    expect(wrapped.appId).toBe('A');
  });
});

test('withFailureReporting: a late answer to an older query does not clear a newer failure', async () => {
  const reports: boolean[] = [];
  let resolveOld: (value: {results: unknown[]}) => void = () => undefined;
  const client = {
    search: (params: {requests: Array<{query?: string}>}) =>
      params.requests[0]?.query === 'old' ? new Promise<{results: unknown[]}>((resolve) => (resolveOld = resolve)) : Promise.reject(new Error('Unreachable hosts')),
  };
  const wrapped = withFailureReporting(client, (failed) => reports.push(failed));
  const older = wrapped.search({requests: [{query: 'old'}]});
  await wrapped.search({requests: [{query: 'new'}]});
  resolveOld({results: []});
  await older;
  expect(reports).toEqual([true]);
});
