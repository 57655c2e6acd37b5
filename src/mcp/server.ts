import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import type {ApiSymbols} from './api-symbols';
import {readPageMarkdown, routeOfAddress, type BuiltSite} from './docs-site';
import {resolveOldAddress} from '../plugins/old-links/resolve';
import type {RedirectTable} from '../plugins/old-links/table';
import {sectionsMarkdown} from './sections';
import type {BuiltSiteSearch} from '../search/engine/node-search';

/** The site's engine reads at most this much of a query (src/search/engine/algolia-response.ts). */
export const MAX_QUERY_LENGTH = 512;
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 50;

/** Everything the tools read, loaded once per process and shared by every session. */
export interface DocsContext {
  site: BuiltSite;
  search: BuiltSiteSearch;
  api: ApiSymbols;
  /** redirects/old-docs.yaml: old addresses of the docs and where their pages live now. */
  oldLinks: RedirectTable;
  version: string;
}

const text = (value: string, structured?: Record<string, unknown>): CallToolResult => ({
  content: [{type: 'text', text: value}],
  ...(structured ? {structuredContent: structured} : {}),
});

function checkedQuery(query: string): string {
  const trimmed = query.trim();
  if (trimmed === '') throw new Error('The query is empty: give a few words, such as "partitioned asset" or "run retries"');
  if (trimmed.length > MAX_QUERY_LENGTH) throw new Error(`The query has ${trimmed.length} characters; the docs search reads at most ${MAX_QUERY_LENGTH}. Ask with fewer words.`);
  return trimmed;
}

/** One MCP server over the built docs: search_docs, get_page, get_api_symbol, list_sections. */
export function createDocsServer(context: DocsContext): McpServer {
  const {site, search, api} = context;
  const server = new McpServer({name: 'dagster-docs', version: context.version});

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Dagster docs',
      description: `Searches the Dagster ${context.version} and Dagster+ documentation with the site's own search engine and ranking. Returns page titles, URLs and snippets; read a result with get_page.`,
      inputSchema: {
        query: z.string().describe(`Words to search for (at most ${MAX_QUERY_LENGTH} characters)`),
        limit: z.number().int().min(1).max(MAX_LIMIT).optional().describe(`How many results (1-${MAX_LIMIT}, default ${DEFAULT_LIMIT})`),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({query, limit}) => {
      const trimmed = checkedQuery(query);
      const hits = await search.search(trimmed, limit ?? DEFAULT_LIMIT);
      const results = hits.map((hit) => ({...hit, url: `${site.origin}${hit.url}`}));
      if (results.length === 0) return text(`No page of the docs matches "${trimmed}". Try other words, or list_sections to browse.`, {results});
      const body = results.map((hit, position) => `${position + 1}. ${hit.title}\n   ${hit.url}${hit.snippet ? `\n   ${hit.snippet}` : ''}`).join('\n');
      return text(body, {results});
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page as Markdown',
      description: 'Returns the Markdown of one page of the docs: its headings, prose and every code block. Give a path (/guides/build/assets) or a URL of the docs site; old addresses of the docs are followed to their page.',
      inputSchema: {page: z.string().describe('Path or URL of the page, such as /guides/automate/schedules')},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({page}) => {
      const route = routeOfAddress(page);
      const markdown = readPageMarkdown(site, route);
      if (markdown !== undefined) return text(markdown);
      const moved = resolveOldAddress(route, context.oldLinks);
      const movedMarkdown = moved === undefined ? undefined : readPageMarkdown(site, routeOfAddress(moved));
      if (moved !== undefined && movedMarkdown !== undefined) return text(`<!-- ${route} has moved to ${site.origin}${moved} -->\n${movedMarkdown}`);
      const words = route.split(/[/_-]+/).filter(Boolean).join(' ');
      const close = words === '' ? [] : await search.search(words.slice(0, MAX_QUERY_LENGTH), 5);
      const pages = [...new Set(close.map((hit) => site.origin + hit.url.split('#')[0]!))];
      throw new Error(`No page at ${route}.${pages.length > 0 ? ` Pages with those words: ${pages.join(', ')}` : ' Use search_docs or list_sections to find one.'}`);
    },
  );

  server.registerTool(
    'get_api_symbol',
    {
      title: 'Look up a Python API entry',
      description:
        'Returns one entry of the API reference: its path, kind, signature, parameters (name, type, default, lifecycle stage, description), returns, lifecycle stage and examples. Names: dagster.asset, AssetSpec, @asset, dagster_aws.s3.S3Resource, AssetSpec.replace_attributes, or a CLI command such as "dagster asset materialize".',
      inputSchema: {name: z.string().describe('The symbol: a dotted Python path or a name that only one symbol has')},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({name}) => {
      const {entry, markdown} = api.lookup(name);
      // The entry's part of its page's .md, from the exporter's own renderer, then where it lives.
      return text(`${(await markdown()).trimEnd()}\n\nOn the site: ${entry.url}\n`, {entry: entry as unknown as Record<string, unknown>});
    },
  );

  server.registerTool(
    'list_sections',
    {
      title: 'List the sections of the docs',
      description: 'Returns the sidebars of the docs (Docs, Examples, Integrations, Dagster+, API reference) as a tree of sections and pages with their URLs.',
      inputSchema: {},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async () => text(sectionsMarkdown(site.sections, site.origin), {sidebars: site.sections.sidebars}),
  );

  return server;
}
