import path from 'node:path';
import {parseArgs} from 'node:util';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {ApiSymbols} from './api-symbols';
import {hasPageMarkdown, openBuiltSite} from './docs-site';
import {endpointOf, startHttpServer} from './http';
import {createDocsServer, type DocsContext} from './server';
import {openBuiltSiteSearch} from '../search/engine/node-search';
import {loadRedirectTable} from '../plugins/old-links/table';
import {TABLE_FILE} from '../plugins/old-links';

// stdout belongs to the MCP protocol in stdio mode: everything for people goes to stderr.
const ROOT = path.resolve(__dirname, '..', '..');
// Next to `npm run serve` (3000), so both run side by side.
const DEFAULT_PORT = 3001;
const DOCS_VERSION = '1.10.11';

const USAGE = `Usage: npm run --silent mcp [-- --http [--port N]] [--build-dir DIR]
  (no flag)      serve MCP over stdio (for a client that starts the server)
  --http         serve MCP over Streamable HTTP at http://127.0.0.1:<port>/mcp
  --port N       port for --http (default ${DEFAULT_PORT}; 0 picks a free one)
  --build-dir D  the built site to serve (default: build/ of this project)`;

function fail(message: string): never {
  console.error(`[mcp] ${message}\n${USAGE}`);
  process.exit(2);
}

async function main(): Promise<void> {
  let values;
  try {
    ({values} = parseArgs({
      options: {http: {type: 'boolean', default: false}, port: {type: 'string'}, 'build-dir': {type: 'string'}, help: {type: 'boolean', default: false}},
      strict: true,
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help) {
    console.error(USAGE);
    return;
  }
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (values.port !== undefined && !values.http) fail('--port needs --http');
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a port number, not "${values.port}"`);
  const buildDir = path.resolve(values['build-dir'] ?? path.join(ROOT, 'build'));

  const site = openBuiltSite(buildDir);
  const context: DocsContext = {
    site,
    search: await openBuiltSiteSearch(buildDir),
    api: ApiSymbols.load(ROOT, site.origin, (route) => hasPageMarkdown(site, route)),
    oldLinks: loadRedirectTable(path.join(ROOT, TABLE_FILE)),
    version: DOCS_VERSION,
  };

  if (values.http) {
    const server = await startHttpServer(context, port);
    console.error(`[mcp] Dagster docs MCP server on ${endpointOf(server)} (serving ${buildDir})`);
    return;
  }
  await createDocsServer(context).connect(new StdioServerTransport());
  console.error(`[mcp] Dagster docs MCP server on stdio (serving ${buildDir})`);
}

main().catch((error: unknown) => {
  console.error(`[mcp] ${(error as Error).message}`);
  process.exit(1);
});
