import {describe, expect, test} from 'vitest';
import {manifestProblems, type FileCounts} from '../support/test-count-guard';

function counts(entries: Record<string, Partial<FileCounts>>): Map<string, FileCounts> {
  return new Map(Object.entries(entries).map(([file, found]) => [file, {ran: 0, skipped: 0, collected: true, ...found}]));
}

describe('test count guard', () => {
  test('a run that meets every minimum has no problem, and more tests than recorded is fine', () => {
    expect(manifestProblems({'a.test.ts': 3, 'b.test.ts': 1}, counts({'a.test.ts': {ran: 3}, 'b.test.ts': {ran: 5}}))).toEqual([]);
  });

  test('a file that ran fewer tests than its minimum is named with both counts', () => {
    expect(manifestProblems({'pages.test.ts': 1731}, counts({'pages.test.ts': {ran: 1565}}))).toEqual(['pages.test.ts: ran 1565 tests, expected at least 1731']);
  });

  test('a manifest file that did not run, or failed before collecting, is a problem', () => {
    expect(manifestProblems({'gone.test.ts': 2, 'broken.test.ts': 4}, counts({'broken.test.ts': {collected: false}}))).toEqual([
      'gone.test.ts: expected at least 2 tests, but the file did not run',
      'broken.test.ts: the file failed before its tests were collected',
    ]);
  });

  test('skipped tests and files the manifest does not know fail the run', () => {
    expect(manifestProblems({'a.test.ts': 1}, counts({'a.test.ts': {ran: 1, skipped: 2}, 'new.test.ts': {ran: 1}}))).toEqual([
      'a.test.ts: 2 tests skipped or todo (a skipped test hides what it was for)',
      'new.test.ts: not in the test manifest; record it with UPDATE_TEST_MANIFEST=1 on a full run',
    ]);
  });
});
