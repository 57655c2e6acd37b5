import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {writeMcpFixtureBuild} from './support/mcp-fixture';
import {loadApiReference} from '../../src/api-reference/load';
import {SymbolIndex} from '../../src/api-reference/symbols';
import {selectSnippet} from '../../src/remark/snippet-source';
import {apiConvertOptions, apiPageSource} from '../../src/plugins/markdown-export/api-markdown';
import {mdxToMarkdown} from '../../src/plugins/markdown-export/mdx-to-markdown';
import {markdownRoute} from '../../src/plugins/markdown-export/routes';

const ROOT = path.join(__dirname, '..', '..');
const STARTUP_MS = 60_000;

let buildDir: string;
let httpServer: ChildProcess | undefined;
let httpEndpoint: string;
const clients: Record<'stdio' | 'http', Client> = {} as Record<'stdio' | 'http', Client>;

/** Starts `--http --port 0` and reads the address it chose from its first line on stderr. */
function startHttp(dir: string): Promise<{child: ChildProcess; endpoint: string}> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/mcp/cli.ts', '--http', '--port', '0', '--build-dir', dir], {cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe']});
  return new Promise((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`no endpoint within ${STARTUP_MS} ms: ${stderr}`)), STARTUP_MS);
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const endpoint = /on (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(stderr)?.[1];
      if (endpoint) {
        clearTimeout(timer);
        resolve({child, endpoint});
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the HTTP server exited with ${code}: ${stderr}`));
    });
  });
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult & {text: string}> {
  const result = (await client.callTool({name, arguments: args})) as CallToolResult;
  const first = result.content[0];
  return {...result, text: first?.type === 'text' ? first.text : ''};
}

beforeAll(async () => {
  buildDir = writeMcpFixtureBuild();
  const stdio = new Client({name: 'mcp-test', version: '1.0.0'});
  // As an MCP client configuration runs it: through the npm script, silent so stdout carries only the protocol.
  await stdio.connect(new StdioClientTransport({command: 'npm', args: ['run', '--silent', 'mcp', '--', '--build-dir', buildDir], cwd: ROOT, stderr: 'pipe'}));
  clients.stdio = stdio;
  const started = await startHttp(buildDir);
  httpServer = started.child;
  httpEndpoint = started.endpoint;
  const http = new Client({name: 'mcp-test', version: '1.0.0'});
  await http.connect(new StreamableHTTPClientTransport(new URL(httpEndpoint)));
  clients.http = http;
}, 2 * STARTUP_MS);

afterAll(async () => {
  await clients.stdio?.close();
  await clients.http?.close();
  httpServer?.kill();
  if (buildDir) fs.rmSync(buildDir, {recursive: true, force: true});
});

describe.each(['stdio', 'http'] as const)('the docs MCP server over %s', (transport) => {
  const client = () => clients[transport];

  test('offers the four tools', async () => {
    const {tools} = await client().listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_api_symbol', 'get_page', 'list_sections', 'search_docs']);
  });

  test('search_docs answers with titles, absolute URLs and plain-text snippets, best first', async () => {
    const result = await call(client(), 'search_docs', {query: 'cron weekday', limit: 3});
    expect(result.isError).toBeFalsy();
    const {results} = result.structuredContent as {results: {title: string; url: string; snippet: string}[]};
    expect(results[0]).toEqual({title: 'Schedules › Cron syntax', url: 'https://docs.dagster.io/guides/automate/schedules#cron', snippet: expect.stringContaining('weekday mornings') as string});
    expect(results.length).toBeLessThanOrEqual(3);
    expect(result.text).toContain('1. Schedules › Cron syntax');
  });

  test('get_page returns the Markdown for a path, a URL, a .md address, and follows an old address (redirects/old-docs.yaml)', async () => {
    for (const address of ['/guides/automate/schedules', 'guides/automate/schedules/', 'https://docs.dagster.io/guides/automate/schedules/#cron', '/guides/automate/schedules.md']) {
      const result = await call(client(), 'get_page', {page: address});
      expect(result.isError, address).toBeFalsy();
      expect(result.text, address).toContain('# Schedules\n\nA schedule launches a run');
    }
    expect((await call(client(), 'get_page', {page: 'https://docs.dagster.io/'})).text).toContain('# Dagster Docs');
    const moved = await call(client(), 'get_page', {page: '/concepts/partitions-schedules-sensors/schedules'});
    expect(moved.text).toContain('has moved to https://docs.dagster.io/guides/automate/schedules');
    expect(moved.text).toContain('# Schedules');
  });

  test('get_api_symbol returns the structured entry from the API data', async () => {
    const result = await call(client(), 'get_api_symbol', {name: '@asset'});
    expect(result.isError).toBeFalsy();
    const {entry} = result.structuredContent as {entry: {path: string; kind: string; signature: string; url: string; parameters: {name: string}[]; examples: {code: string}[]}};
    expect(entry.path).toBe('dagster.asset');
    expect(entry.kind).toBe('decorator');
    expect(entry.signature).toMatch(/^@dagster\.asset\(/);
    expect(entry.url).toBe('https://docs.dagster.io/api/python-api/assets#dagster.asset');
    expect(entry.parameters.map((param) => param.name)).toEqual(expect.arrayContaining(['name', 'deps', 'partitions_def']));
    expect(entry.examples[0]!.code).toContain('@dg.asset');
    expect(result.text).toContain('```python\n@dagster.asset(');
    const member = await call(client(), 'get_api_symbol', {name: 'dagster.AssetSpec.replace_attributes'});
    expect((member.structuredContent as {entry: {kind: string}}).entry.kind).toBe('method');
  });

  test('get_api_symbol answers with the text of the page\'s Markdown, from the exporter\'s renderer', async () => {
    // The whole page as the Markdown export converts it (links to the fixture's pages become their .md, as the server sees them).
    const pageMarkdown = async (route: string) => {
      const loaded = loadApiReference({rootDir: ROOT});
      const page = loaded.find((candidate) => candidate.route === route)!;
      const readExample = (file: string, marker: string | undefined) => selectSnippet(fs.readFileSync(path.join(ROOT, 'snippets', file), 'utf8'), {marker});
      const isDocRoute = (candidate: string) => fs.existsSync(path.join(buildDir, markdownRoute(candidate)));
      const site = {rootDir: ROOT, siteUrl: 'https://docs.dagster.io', isDocRoute, routeOfSource: () => undefined};
      return mdxToMarkdown(apiPageSource(page, new SymbolIndex(loaded), readExample), apiConvertOptions(page, site));
    };
    const assets = await pageMarkdown('/api/python-api/assets');
    const cases: Array<[string, string]> = [
      ['@asset', '### `@asset`'],
      ['dagster.AssetSpec.replace_attributes', '#### `replace_attributes`'],
    ];
    for (const [name, heading] of cases) {
      const result = await call(client(), 'get_api_symbol', {name});
      const [entryText, siteLine] = result.text.split('\n\nOn the site: ');
      expect(entryText!.startsWith(heading), name).toBe(true);
      expect(assets, name).toContain(entryText);
      expect(siteLine!.trim()).toBe((result.structuredContent as {entry: {url: string}}).entry.url);
    }
  });

  test('list_sections returns the sidebars as a tree', async () => {
    const result = await call(client(), 'list_sections', {});
    expect(result.text).toBe('# Docs\n\n- Automate\n  - [Schedules](https://docs.dagster.io/guides/automate/schedules)\n- [Partitions](https://docs.dagster.io/guides/build/partitions)\n');
    expect((result.structuredContent as {sidebars: {key: string}[]}).sidebars[0]!.key).toBe('docs');
  });

  test('bad input gets a clear error each time, and the server keeps serving', async () => {
    const unknown = await call(client(), 'get_page', {page: '/guides/automate/partition-schedules'});
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toMatch(/^No page at \/guides\/automate\/partition-schedules\. Pages with those words: /);
    expect(unknown.text).toContain('https://docs.dagster.io/guides/automate/schedules');

    const traversal = await call(client(), 'get_page', {page: '/guides/../../etc/passwd'});
    expect(traversal.isError).toBe(true);
    expect(traversal.text).toContain('. or .. segments');

    const empty = await call(client(), 'search_docs', {query: '   '});
    expect(empty.isError).toBe(true);
    expect(empty.text).toContain('The query is empty');

    const huge = await call(client(), 'search_docs', {query: 'schedule '.repeat(1200).slice(0, 10_240)});
    expect(huge.isError).toBe(true);
    expect(huge.text).toContain('the docs search reads at most 512');

    const badLimit = await call(client(), 'search_docs', {query: 'schedule', limit: 0});
    expect(badLimit.isError).toBe(true);
    expect(badLimit.text).toMatch(/limit/);

    const missing = await call(client(), 'get_api_symbol', {name: 'dagster.no_such_symbol'});
    expect(missing.isError).toBe(true);
    expect(missing.text).toMatch(/^No API entry is called "dagster\.no_such_symbol"\./);

    const typo = await call(client(), 'get_api_symbol', {name: 'AssetSpek'});
    expect(typo.text).toContain('Close names: dagster.AssetSpec');

    const after = await call(client(), 'search_docs', {query: 'partitions', limit: 1});
    expect(after.isError).toBeFalsy();
    expect((after.structuredContent as {results: {url: string}[]}).results[0]!.url).toBe('https://docs.dagster.io/guides/build/partitions');
  });
});

describe('the HTTP transport', () => {
  test('refuses requests addressed to another host (DNS rebinding) and anything but POST /mcp', async () => {
    const body = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping'});
    const {port} = new URL(httpEndpoint);
    // fetch cannot set Host; a raw request can.
    const http = await import('node:http');
    const status = (headers: Record<string, string>, method = 'POST', pathName = '/mcp') =>
      new Promise<number>((resolve, reject) => {
        const request = http.request({host: '127.0.0.1', port: Number(port), path: pathName, method, headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers}}, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        request.end(method === 'POST' ? body : undefined);
      });
    expect(await status({host: 'evil.example'})).toBe(403);
    expect(await status({origin: 'https://evil.example'})).toBe(403);
    expect(await status({}, 'GET')).toBe(405);
    expect(await status({}, 'POST', '/other')).toBe(404);
    expect(await status({})).toBe(200);
  });
});
