import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, test} from 'vitest';
import {buildIndex, SearchEngine} from '../../src/search/engine/whole-index-engine';
import {openBuiltSiteSearch} from '../../src/search/engine/node-search';
import {extractRecords} from '../../src/search/index-build/extract-records';
import {writeShardedIndex} from '../../src/search/index-build/plugin';

const page = (title: string, body: string) =>
  `<html><head><title>${title} | Dagster Docs</title></head><body><article><div class="markdown"><header><h1>${title}</h1></header>${body}</div></article></body></html>`;

const records = [
  ...extractRecords(
    page('Schedules', `<p>Run a job at fixed times with a cron schedule &amp; more.</p><h2 id="define-a-schedule">Define a schedule</h2><p>Use ScheduleDefinition to run assets every day. ${'Words about timing and cron strings. '.repeat(12)}</p>`),
    '/guides/automate/schedules',
  ),
  ...extractRecords(page('Sensors', '<p>Sensors react to events such as a new file in a bucket, or a schedule that ran.</p>'), '/guides/automate/sensors'),
  ...extractRecords(page('Assets', '<h2 id="dagster.AssetSpec">AssetSpec</h2><p>Specifies the attributes of an asset &lt;before&gt; it runs.</p>'), '/api/python-api/assets'),
];
const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'node-search-'));
writeShardedIndex(buildDir, records, 'test', 'assets/search/test/');
afterAll(() => fs.rmSync(buildDir, {recursive: true, force: true}));

describe('openBuiltSiteSearch', () => {
  test('answers with the site ranking: titles, URLs with anchors, plain-text snippets', async () => {
    const search = await openBuiltSiteSearch(buildDir);
    const hits = await search.search('schedule', 10);
    const whole = new SearchEngine(JSON.parse(JSON.stringify(buildIndex(records))));
    // The same order as the whole-index engine, one result per URL.
    const expected = [...new Set(whole.search('schedule').map((hit) => hit.record.url))];
    expect(hits.map((hit) => hit.url)).toEqual(expected.slice(0, 10));
    expect(hits[0]).toMatchObject({title: 'Schedules', url: '/guides/automate/schedules'});
    expect(hits.find((hit) => hit.url.endsWith('#define-a-schedule'))!.title).toBe('Schedules › Define a schedule');
    for (const hit of hits) {
      expect(hit.snippet.length).toBeGreaterThan(10);
      expect(hit.snippet).not.toMatch(/<em>|&amp;|&lt;/);
    }
    expect(hits[0]!.snippet).toContain('&');
  });

  test('an API symbol finds its entry; the limit holds; nothing found is an empty list', async () => {
    const search = await openBuiltSiteSearch(buildDir);
    expect((await search.search('AssetSpec', 5))[0]).toMatchObject({url: '/api/python-api/assets#dagster.AssetSpec', title: 'Assets › AssetSpec'});
    expect((await search.search('AssetSpec', 5))[0]!.snippet).toContain('<before>');
    expect(await search.search('schedule', 1)).toHaveLength(1);
    expect(await search.search('zzqqxx', 5)).toEqual([]);
    expect(await search.search('   ', 5)).toEqual([]);
    await expect(search.search('schedule', 0)).rejects.toThrow(RangeError);
  });

  test('a directory without an index fails by name', async () => {
    await expect(openBuiltSiteSearch(os.tmpdir())).rejects.toThrow(/No search index in .*search-meta\.json/);
  });
});
