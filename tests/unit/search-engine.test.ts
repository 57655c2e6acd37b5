import {describe, expect, test} from 'vitest';
import {buildIndex, SearchEngine} from '../../src/search/engine/whole-index-engine';
import {answer} from '../../src/search/engine/algolia-response';
import {expandRecord} from '../../src/search/engine/compact';
import {cutAtWord, extractRecords} from '../../src/search/index-build/extract-records';
import {looksLikeIdentifier, normalizeTerm, tokenize} from '../../src/search/engine/tokenize';
import {createMatcher, escapeHtml, highlight, snippet} from '../../src/search/engine/highlight';
import {searchConnectOrigins, searchModeFromEnv} from '../../src/search/client/config';

const page = (title: string, body: string) =>
  `<html><head><title>${title} | Dagster Docs</title></head><body><article><div class="markdown"><header><h1>${title}</h1></header>${body}</div></article></body></html>`;

const PAGES: Array<[string, string]> = [
  [
    '/guides/automate/schedules',
    page('Schedules', '<p>Run a job at fixed times with a cron schedule.</p><h2 id="define-a-schedule">Define a schedule<a class="hash-link" href="#define-a-schedule">\u200b</a></h2><p>Use ScheduleDefinition with define_asset_job to run assets every day.</p>'),
  ],
  [
    '/api/python-api/assets',
    page('Assets', '<h2 id="dagster.AssetSpec">AssetSpec<a class="hash-link" href="#dagster.AssetSpec">\u200b</a></h2><p>Specifies the core attributes of an asset.</p><h2 id="dagster.define_asset_job">define_asset_job</h2><p>Creates a job that materializes a selection of assets.</p>'),
  ],
  ['/guides/build/partitions', page('Partitioning assets', '<p>Partitions split an asset into slices, such as one per day.</p><ul><li>Daily partitions<ul><li>nested</li></ul></li></ul><table><tr><td>HourlyPartitionsDefinition</td></tr></table>')],
  ['/evil', page('Hostile <b>page</b>', '<p>&lt;script&gt;alert(1)&lt;/script&gt; text about sensors</p>')],
];

const records = PAGES.flatMap(([url, html]) => extractRecords(html, url));
const engine = new SearchEngine(JSON.parse(JSON.stringify(buildIndex(records))));
const top = (query: string) => engine.search(query).map((hit) => hit.record.url);

describe('tokenize and normalize', () => {
  test('API names are kept whole and split', () => {
    expect(tokenize('define_asset_job')).toEqual(['define_asset_job', 'define', 'asset', 'job']);
    expect(tokenize('AutomationCondition.eager')).toEqual(['AutomationCondition.eager', 'AutomationCondition', 'eager', 'Automation', 'Condition']);
    expect(tokenize('AssetSpec')).toEqual(['AssetSpec', 'Asset', 'Spec']);
  });

  test('plurals meet their singular', () => {
    expect(['assets', 'partitions', 'policies', 'batches', 'class', 'status'].map(normalizeTerm)).toEqual(['asset', 'partition', 'policy', 'batch', 'class', 'status']);
  });

  test('identifier queries are recognised', () => {
    expect(looksLikeIdentifier('AssetSpec')).toBe(true);
    expect(looksLikeIdentifier('define_asset_job')).toBe(true);
    expect(looksLikeIdentifier('AutomationCondition.eager')).toBe(true);
    expect(looksLikeIdentifier('how to schedule a job')).toBe(false);
  });
});

describe('records from built HTML', () => {
  test('headings carry anchors and the hierarchy; list items exclude nested lists', () => {
    const schedule = records.filter((record) => record.url.startsWith('/guides/automate/schedules'));
    expect(schedule.map((record) => record.type)).toEqual(['lvl1', 'content', 'lvl2', 'content']);
    expect(schedule[2]).toMatchObject({url: '/guides/automate/schedules#define-a-schedule', hierarchy: {lvl0: 'Guides', lvl1: 'Schedules', lvl2: 'Define a schedule'}});
    // Paragraphs, list items and cells under one heading merge into one record;
    // an outer list item's text leaves out its nested list (which counts once).
    const partitions = records.filter((record) => record.url === '/guides/build/partitions').map((record) => record.content);
    expect(partitions).toEqual([null, 'Partitions split an asset into slices, such as one per day. Daily partitions nested HourlyPartitionsDefinition']);
  });

  test('the compact form expands back to the same records', () => {
    const file = buildIndex(records);
    records.forEach((record, index) => {
      expect({...expandRecord(file.records, index), objectID: record.objectID, weight: record.weight}).toEqual({...record, weight: record.weight});
    });
  });
});

describe('ranking', () => {
  test('an exact symbol name finds the reference entry first', () => {
    expect(top('AssetSpec')[0]).toBe('/api/python-api/assets#dagster.AssetSpec');
    expect(top('define_asset_job')[0]).toBe('/api/python-api/assets#dagster.define_asset_job');
  });

  test('a task query finds the guide first', () => {
    expect(top('run assets every day')[0]).toMatch(/^\/guides\/automate\/schedules/);
  });

  test('prefixes while typing, typos and plurals', () => {
    expect(top('sched')[0]).toMatch(/^\/guides\/automate\/schedules/);
    expect(top('schedlue')[0]).toMatch(/^\/guides\/automate\/schedules/);
    expect(top('partition')).toContain('/guides/build/partitions');
  });
});

describe('Algolia-format answers', () => {
  test('hits, counts, paging and snippets as DocSearch reads them', () => {
    const result = answer(engine, {query: 'asset', hitsPerPage: 2, page: 0, highlightPreTag: '<mark>', highlightPostTag: '</mark>', attributesToSnippet: ['content:5']});
    expect(result.hits).toHaveLength(2);
    expect(result.nbHits).toBeGreaterThan(2);
    expect(result.nbPages).toBe(Math.ceil(result.nbHits / 2));
    expect(result.queryID).toMatch(/\S/);
    const hit = result.hits[0]!;
    expect(hit._highlightResult.hierarchy.lvl0).toMatchObject({value: expect.any(String)});
    expect(hit._snippetResult.content.value.split(/\s+/).filter((word) => word !== '…').length).toBeLessThanOrEqual(5);
  });

  test('legacy params strings are understood', () => {
    const result = answer(engine, {params: 'query=schedule&hitsPerPage=1'});
    expect(result.hits).toHaveLength(1);
    expect(result.hitsPerPage).toBe(1);
  });

  test('record text and queries are escaped before highlight tags are added', () => {
    const result = answer(engine, {query: '<script>alert(1)</script> sensors', highlightPreTag: '<mark>', highlightPostTag: '</mark>'});
    const html = JSON.stringify(result.hits.map((hit) => [hit._highlightResult, hit._snippetResult]));
    expect(html).not.toMatch(/<script>|<b>/);
    expect(html).toContain('&lt;<mark>script</mark>&gt;');
  });

  test('a 500-character query answers without error', () => {
    expect(() => answer(engine, {query: 'x'.repeat(500)})).not.toThrow();
  });
});

describe('highlighting', () => {
  test('parts of a compound query word are not highlighted on their own', () => {
    const matcher = createMatcher(['dagster_home', 'dagster', 'home'], 'dagster_home');
    expect(highlight('Set DAGSTER_HOME for Dagster', matcher, '[', ']').value).toBe('Set [DAGSTER_HOME] for Dagster');
  });

  test('snippets cut long text around the first match', () => {
    const matcher = createMatcher(['needle'], 'needle');
    const text = `${'word '.repeat(30)}needle ${'tail '.repeat(30)}`.trim();
    expect(snippet(text, matcher, 6, '<', '>').value).toMatch(/^… .*<needle>.* …$/);
  });

  test('escapeHtml', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('search mode', () => {
  test('embedded without credentials, hosted with all three, an error with some', () => {
    expect(searchModeFromEnv({}).mode).toBe('embedded');
    expect(searchModeFromEnv({ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i'})).toEqual({mode: 'hosted', appId: 'A', apiKey: 'k', indexName: 'i', hosts: []});
    expect(searchModeFromEnv({ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i', ALGOLIA_HOSTS: 'http://127.0.0.1:4180/, https://x.example'})).toMatchObject({hosts: ['http://127.0.0.1:4180', 'https://x.example']});
    expect(() => searchModeFromEnv({ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i', ALGOLIA_HOSTS: 'not a url'})).toThrow(/ALGOLIA_HOSTS/);
    expect(searchConnectOrigins(searchModeFromEnv({}))).toEqual([]);
    expect(searchConnectOrigins(searchModeFromEnv({ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i'}))).toEqual(['https://*.algolia.net', 'https://*.algolianet.com']);
    expect(() => searchModeFromEnv({ALGOLIA_APP_ID: 'A'})).toThrow(/missing: ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME/);
  });
});

describe('Algolia upload objects', () => {
  test('absolute URLs, DocSearch fields and ranking signals', async () => {
    const {algoliaObjects, ALGOLIA_SETTINGS} = await import('../../src/search/index-build/algolia-upload');
    const objects = algoliaObjects(buildIndex(records), 'https://docs.dagster.io');
    expect(objects).toHaveLength(records.length);
    expect(objects[2]).toMatchObject({
      url: 'https://docs.dagster.io/guides/automate/schedules#define-a-schedule',
      url_without_anchor: 'https://docs.dagster.io/guides/automate/schedules',
      type: 'lvl2',
      hierarchy: {lvl1: 'Schedules', lvl2: 'Define a schedule'},
    });
    expect(ALGOLIA_SETTINGS.customRanking).toEqual(['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)']);
  });
});

test('the generated "Related API" section of a guide is not indexed', () => {
  const guide = page(
    'Sensors',
    '<p>Watch for new files.</p><h2 id="next-steps">Next steps</h2><ul><li>Read about schedules</li></ul><h2 id="related-api">Related API</h2><p>Reference entries of the Python APIs this page uses:</p><ul><li><a href="/api/python-api/schedules-sensors#dagster.sensor"><code>@sensor</code></a></li></ul>',
  );
  const texts = extractRecords(guide, '/guides/automate/sensors').map((record) => `${record.hierarchy.lvl2 ?? ''} ${record.content ?? ''}`);
  expect(texts.some((text) => text.includes('Read about schedules'))).toBe(true);
  expect(texts.some((text) => text.includes('Related API') || text.includes('@sensor'))).toBe(false);
});

test('pages marked noindex (unlisted) give no records', () => {
  const unlisted = page('Glossary', '<p>Terms.</p>').replace('<head>', '<head><meta name="robots" content="noindex, nofollow">');
  expect(extractRecords(unlisted, '/getting-started/glossary')).toEqual([]);
});

test('long text is cut at a word boundary and ends with an ellipsis', () => {
  expect(cutAtWord('short text', 50)).toBe('short text');
  expect(cutAtWord('materialize the assets, then check them', 25)).toBe('materialize the assets…');
  expect(cutAtWord('alpha beta gamma', 11)).toBe('alpha beta…');
  // One very long word cannot be cut at a boundary: it is cut at the limit, still with the ellipsis.
  expect(cutAtWord('x'.repeat(40), 10)).toBe(`${'x'.repeat(10)}…`);
  const long = `<p>${'word '.repeat(400)}tail</p>`;
  const [record] = extractRecords(`<html><body><article><div class="markdown"><h1>T</h1>${long}</div></article></body></html>`, '/t').filter((entry) => entry.content);
  expect(record!.content!.endsWith('word…')).toBe(true);
});
