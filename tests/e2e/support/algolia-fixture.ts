import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {SearchEngine} from '../../../src/search/engine/whole-index-engine';
import {answer, type SearchRequestParams} from '../../../src/search/engine/algolia-response';
import type {SearchIndexFile} from '../../../src/search/engine/record';

/** How the fixture answers, switched by tests through GET /__mode?set=… */
export type FixtureMode = 'ok' | 'down' | '500' | '403' | 'malformed' | 'slow' | 'too-slow';
const MODES: FixtureMode[] = ['ok', 'down', '500', '403', 'malformed', 'slow', 'too-slow'];

// Within the client's 2 s read timeout (past the 300 ms stall threshold), and beyond it.
const SLOW_MS = 1_200;
const TOO_SLOW_MS = 6_500;

export interface AlgoliaFixture {
  origin: string;
  stop(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

/**
 * An Algolia-compatible search endpoint on 127.0.0.1 for the hosted-mode
 * tests: it answers the multi-query call from a build's records, or fails in
 * the ways a real service can (unreachable, HTTP 500 or 403, malformed JSON,
 * an answer slower than the stall threshold, one slower than the timeouts).
 */
export async function startAlgoliaFixture(buildDir: string, port: number): Promise<AlgoliaFixture> {
  const engine = new SearchEngine(JSON.parse(fs.readFileSync(path.join(buildDir, 'search-index.json'), 'utf8')) as SearchIndexFile);
  let mode: FixtureMode = 'ok';
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS).end();
      return;
    }
    if (url.pathname === '/__mode') {
      const next = url.searchParams.get('set') as FixtureMode;
      if (MODES.includes(next)) mode = next;
      response.writeHead(200, {'content-type': 'text/plain', ...CORS}).end(mode);
      return;
    }
    if (request.method !== 'POST' || url.pathname !== '/1/indexes/*/queries') {
      response.writeHead(404, {'content-type': 'application/json', ...CORS}).end(JSON.stringify({message: 'Not found', status: 404}));
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const reply = (status: number, text: string) => response.writeHead(status, {'content-type': 'application/json', ...CORS}).end(text);
      switch (mode) {
        case 'down':
          request.socket.destroy();
          return;
        case '500':
          return reply(500, JSON.stringify({message: 'Internal error', status: 500}));
        case '403':
          return reply(403, JSON.stringify({message: 'Invalid Application-ID or API key', status: 403}));
        case 'malformed':
          return reply(200, '{"results": [');
        default: {
          const {requests = []} = JSON.parse(body) as {requests?: SearchRequestParams[]};
          const text = JSON.stringify({results: requests.map((searchRequest) => answer(engine, searchRequest))});
          if (mode === 'ok') return reply(200, text);
          // A slow service: the connection, headers and a first byte come at
          // once (JSON allows leading white space), the rest of the body late.
          response.writeHead(200, {'content-type': 'application/json', ...CORS});
          response.write(' ');
          setTimeout(() => response.end(text), mode === 'slow' ? SLOW_MS : TOO_SLOW_MS);
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
