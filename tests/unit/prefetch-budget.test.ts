import {describe, expect, test} from 'vitest';
import {PrefetchQueue, prefetchAllowed} from '../../src/plugins/prefetch-budget/policy';

describe('prefetch budget', () => {
  test('no prefetch with Save-Data or on 2G/3G; allowed on 4G or when the browser does not say', () => {
    expect(prefetchAllowed({effectiveType: '4g', saveData: true})).toBe(false);
    expect(prefetchAllowed({effectiveType: 'slow-2g'})).toBe(false);
    expect(prefetchAllowed({effectiveType: '2g'})).toBe(false);
    expect(prefetchAllowed({effectiveType: '3g'})).toBe(false);
    expect(prefetchAllowed({effectiveType: '4g'})).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });

  test('a page view prefetches at most the budget, first come first served, each route once', () => {
    const queue = new PrefetchQueue(3);
    expect(['/a', '/a', '/b', '/c', '/d'].map((route) => queue.offer(route))).toEqual([true, false, true, true, false]);
    expect(queue.take()).toEqual(['/a', '/b', '/c']);
    expect(queue.offer('/e')).toBe(false);
    expect(queue.take()).toEqual([]);
  });

  test('a new page view gets a new budget but never asks for a route twice', () => {
    const queue = new PrefetchQueue(2);
    queue.offer('/a');
    queue.offer('/b');
    queue.take();
    queue.newPageView();
    expect(queue.offer('/a')).toBe(false);
    expect(queue.offer('/c')).toBe(true);
    expect(queue.take()).toEqual(['/c']);
  });
});
