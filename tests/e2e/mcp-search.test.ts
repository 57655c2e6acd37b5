import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {answerSharded} from '../../src/search/engine/algolia-response';
import {checkMeta, SHARD_META_PATH} from '../../src/search/engine/shard-format';
import {ShardedSearch} from '../../src/search/engine/sharded-search';
import {pageOf, type RelevanceCase} from '../../src/search/engine/relevance';
import {buildDir} from './support/browser';
import {ApiSymbols} from '../../src/mcp/api-symbols';
import {hasPageMarkdown, openBuiltSite, readPageMarkdown} from '../../src/mcp/docs-site';

// The MCP server on the production build, asked the reader queries of the relevance set.
const ROOT = path.join(__dirname, '..', '..');
const cases = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests', 'fixtures', 'search', 'relevance.json'), 'utf8')) as RelevanceCase[];
const TOP = 5;

let client: Client;

beforeAll(async () => {
  client = new Client({name: 'mcp-relevance', version: '1.0.0'});
  await client.connect(new StdioClientTransport({command: 'npm', args: ['run', '--silent', 'mcp', '--', '--build-dir', buildDir()], cwd: ROOT, stderr: 'pipe'}));
});

afterAll(async () => {
  await client?.close();
});

describe('search_docs on the built site', () => {
  test('returns the same top 5 as the site search for every query of the relevance set', async () => {
    // The sharded index the browser reads, fetched from the build as the dialog's worker fetches it.
    const read = (relative: string) => JSON.parse(fs.readFileSync(path.join(buildDir(), relative), 'utf8')) as unknown;
    const engine = new ShardedSearch(checkMeta(read(SHARD_META_PATH)), async (relative, check) => check(read(relative)));
    let expectedFound = 0;
    for (const {query, expect: page} of cases) {
      // The request the /search page sends (src/search/ui/search-page/useSearchResults.ts); the dialog shows the same order.
      const site = (await answerSharded(engine, {query, page: 0, hitsPerPage: 20, distinct: true, attributesToSnippet: ['content:24']})).hits.slice(0, TOP).map((hit) => hit.url);
      const result = await client.callTool({name: 'search_docs', arguments: {query, limit: TOP}});
      const mcp = (result.structuredContent as {results: {url: string}[]}).results.map((hit) => new URL(hit.url).pathname + new URL(hit.url).hash);
      expect(mcp, query).toEqual(site);
      if (mcp.some((url) => pageOf(url) === pageOf(page))) expectedFound += 1;
    }
    console.log(`mcp search_docs: ${cases.length} queries, identical top ${TOP}; expected page within them for ${expectedFound} (${((expectedFound / cases.length) * 100).toFixed(0)} %)`);
  });
});

describe('get_api_symbol on the built site', () => {
  test('every API entry reads exactly as its part of the page\'s .md', async () => {
    // The objects the server builds (src/mcp/cli.ts), over every name an entry is found by.
    const site = openBuiltSite(buildDir());
    const api = ApiSymbols.load(ROOT, site.origin, (route) => hasPageMarkdown(site, route));
    const names = api.names();
    const differing: string[] = [];
    for (const name of names) {
      const {entry, markdown} = api.lookup(name);
      const page = readPageMarkdown(site, new URL(entry.url).pathname);
      if (page === undefined) throw new Error(`${name}: the build has no Markdown for ${entry.url}`);
      if (!page.includes((await markdown()).trim())) differing.push(name);
    }
    expect(differing).toEqual([]);
    expect(names.length).toBeGreaterThan(1000);
    console.log(`mcp get_api_symbol: ${names.length} entries, each the text of its page's .md`);
  }, 300_000);
});
