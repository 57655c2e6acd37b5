import {afterEach, describe, expect, test, vi} from 'vitest';
import {causedByChunkLoad} from '../../src/plugins/chunk-error/is-chunk-error';
import {claimFullLoad} from '../../src/plugins/chunk-error/full-load-guard';

describe('causedByChunkLoad', () => {
  const chunkError = () => Object.assign(new Error('Loading chunk 76845 failed.'), {name: 'ChunkLoadError'});

  test('finds a chunk failure in the error or anywhere in its cause chain', () => {
    expect(causedByChunkLoad(chunkError())).toBe(true);
    const wrapped = new Error('Render failed', {cause: new Error('Lazy component failed', {cause: chunkError()})});
    expect(causedByChunkLoad(wrapped)).toBe(true);
  });

  test('is false for other errors, non-errors and a cause chain that loops', () => {
    expect(causedByChunkLoad(new Error('Simulated crash', {cause: new Error('Root cause')}))).toBe(false);
    expect(causedByChunkLoad('Loading chunk 1 failed')).toBe(false);
    const looping = new Error('first');
    looping.cause = new Error('second', {cause: looping});
    expect(causedByChunkLoad(looping)).toBe(false);
  });
});

describe('claimFullLoad', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function stubStorage(storage: Pick<Storage, 'getItem' | 'setItem'>): void {
    vi.stubGlobal('window', {sessionStorage: storage});
  }

  test('allows one full load per address, and again once the window has passed', () => {
    const values = new Map<string, string>();
    stubStorage({getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value)});
    vi.useFakeTimers({now: new Date('2026-01-01T00:00:00Z')});
    expect(claimFullLoad('http://site/a')).toBe(true);
    expect(claimFullLoad('http://site/a')).toBe(false);
    expect(claimFullLoad('http://site/b')).toBe(true);
    vi.setSystemTime(new Date('2026-01-01T00:09:59Z'));
    expect(claimFullLoad('http://site/a')).toBe(false);
    vi.setSystemTime(new Date('2026-01-01T00:10:01Z'));
    expect(claimFullLoad('http://site/a')).toBe(true);
  });

  test('refuses when storage throws: without a guard there is no automatic reload', () => {
    const fail = () => {
      throw new DOMException('Storage is disabled.', 'SecurityError');
    };
    stubStorage({getItem: fail, setItem: fail});
    expect(claimFullLoad('http://site/a')).toBe(false);
  });
});
