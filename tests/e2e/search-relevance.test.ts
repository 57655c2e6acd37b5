import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {SearchEngine} from '../../src/search/engine/whole-index-engine';
import type {SearchIndexFile} from '../../src/search/engine/record';
import {evaluateRelevance, evaluateSharded, shareWithin, type RelevanceCase} from '../../src/search/engine/relevance';
import {checkMeta, SHARD_META_PATH} from '../../src/search/engine/shard-format';
import {ShardedSearch} from '../../src/search/engine/sharded-search';
import {buildDir} from './support/browser';

// Needs the production build's index, so it runs with the browser tests.
const cases = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'search', 'relevance.json'), 'utf8')) as RelevanceCase[];

describe('search relevance on the built index', () => {
  test('the query set is large enough and well formed', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    for (const {query, expect: page} of cases) {
      expect(query.length).toBeLessThanOrEqual(64);
      expect(page).toMatch(/^\//);
    }
  });

  test('at least 90 % of reader queries find their page in the top 5', () => {
    const engine = new SearchEngine(JSON.parse(fs.readFileSync(path.join(buildDir(), 'search-index.json'), 'utf8')) as SearchIndexFile);
    const results = evaluateRelevance(engine, cases);
    const misses = results.filter((result) => result.rank === null || result.rank > 5);
    const report = misses.map((miss) => `${miss.query} → wanted ${miss.expect}, got ${miss.pages.slice(0, 3).join(', ')}`);
    console.log(`relevance: top-1 ${(shareWithin(results, 1) * 100).toFixed(0)} %, top-5 ${(shareWithin(results, 5) * 100).toFixed(0)} % of ${results.length}`);
    expect(shareWithin(results, 5), report.join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  test('the misses readers reported are fixed', () => {
    const engine = new SearchEngine(JSON.parse(fs.readFileSync(path.join(buildDir(), 'search-index.json'), 'utf8')) as SearchIndexFile);
    const rank = (query: string, page: string) => evaluateRelevance(engine, [{query, expect: page}])[0]!;
    expect(rank('install dagster', '/getting-started/installation').rank).toBe(1);
    expect(rank('etl tutorial', '/etl-pipeline-tutorial').rank).toBe(1);
    expect(rank('openai resource', '/integrations/libraries/openai').rank).toBe(1);
    expect(rank('run config for an op', '/guides/operate/configuration/run-configuration').rank).toBe(1);
    const daily = rank('daily partitions', '/guides/build/partitions-and-backfills/partitioning-assets');
    expect(daily.rank).not.toBeNull();
    expect(daily.rank!).toBeLessThanOrEqual(5);
    expect(daily.pages[0]).not.toMatch(/airflow/);
  });

  test('the sharded index the browser reads ranks every query as the whole index does, or better', async () => {
    const whole = evaluateRelevance(new SearchEngine(JSON.parse(fs.readFileSync(path.join(buildDir(), 'search-index.json'), 'utf8')) as SearchIndexFile), cases);
    const meta = checkMeta(JSON.parse(fs.readFileSync(path.join(buildDir(), SHARD_META_PATH), 'utf8')) as unknown);
    const sharded = new ShardedSearch(meta, async (relative, check) => check(JSON.parse(fs.readFileSync(path.join(buildDir(), relative), 'utf8')) as unknown));
    const results = await evaluateSharded(sharded, cases);
    console.log(`relevance, sharded: top-1 ${(shareWithin(results, 1) * 100).toFixed(0)} %, top-5 ${(shareWithin(results, 5) * 100).toFixed(0)} % of ${results.length}`);
    const worse = results.filter((result, index) => {
      const before = whole[index]!.rank ?? Infinity;
      return (result.rank ?? Infinity) > before;
    });
    expect(worse.map((result) => `${result.query}: ${result.rank}`)).toEqual([]);
  });
});
