import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {createDocsServer, type DocsContext} from './server';

export const MCP_PATH = '/mcp';
const LOOPBACK = '127.0.0.1';
const LOCAL_HOSTNAMES = new Set(['127.0.0.1', 'localhost']);

function sendJsonError(response: http.ServerResponse, status: number, message: string): void {
  response.writeHead(status, {'content-type': 'application/json'});
  response.end(JSON.stringify({jsonrpc: '2.0', error: {code: -32000, message}, id: null}));
}

/**
 * A web page the reader has open could otherwise talk to this server through
 * DNS rebinding: only requests addressed to the loopback name, from no
 * browser origin or a loopback one, are served.
 */
function isLocalRequest(request: http.IncomingMessage): boolean {
  const host = request.headers.host;
  if (!host) return false;
  const hostname = new URL(`http://${host}`).hostname;
  if (!LOCAL_HOSTNAMES.has(hostname)) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return LOCAL_HOSTNAMES.has(new URL(origin).hostname);
  } catch {
    return false;
  }
}

/**
 * Streamable HTTP on 127.0.0.1, stateless: each POST gets its own server and
 * transport over the shared, already loaded docs, so one client's bad request
 * or dropped connection cannot disturb another's.
 */
export async function startHttpServer(context: DocsContext, port: number): Promise<http.Server> {
  const httpServer = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (!isLocalRequest(request)) return sendJsonError(response, 403, 'Only local requests (Host 127.0.0.1 or localhost) are served');
    if (pathname !== MCP_PATH) return sendJsonError(response, 404, `The MCP endpoint is ${MCP_PATH}`);
    if (request.method !== 'POST') return sendJsonError(response, 405, 'This server is stateless: send JSON-RPC messages with POST');
    const server = createDocsServer(context);
    const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
    response.on('close', () => {
      void transport.close();
      void server.close();
    });
    server
      .connect(transport)
      .then(() => transport.handleRequest(request, response))
      .catch((error: unknown) => {
        console.error('[mcp] request failed:', error);
        if (!response.headersSent) sendJsonError(response, 500, 'Internal error');
      });
  });
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, LOOPBACK, () => {
      httpServer.off('error', reject);
      resolve();
    });
  });
  return httpServer;
}

export function endpointOf(server: http.Server): string {
  const {address, port} = server.address() as AddressInfo;
  return `http://${address}:${port}${MCP_PATH}`;
}
