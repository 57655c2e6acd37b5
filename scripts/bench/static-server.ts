// A small static server on 127.0.0.1 for the Pagefind side of the search
// benchmark: nginx's CSP (rightly) forbids the WebAssembly Pagefind needs.
// Text files are gzipped once at level 6 (what nginx sends) and kept in memory.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg']);

export async function startStaticServer(root: string, port: number): Promise<{origin: string; stop: () => Promise<void>}> {
  const gzipped = new Map<string, Buffer>();
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path.join(root, pathname);
    if (!file.startsWith(root)) return void response.writeHead(403).end();
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) return void response.writeHead(404).end();
    const extension = path.extname(file);
    const headers: Record<string, string> = {'content-type': TYPES[extension] ?? 'application/octet-stream', 'cache-control': 'no-store'};
    let body = fs.readFileSync(file);
    if (COMPRESSIBLE.has(extension) && /gzip/.test(String(request.headers['accept-encoding'] ?? ''))) {
      if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(body, {level: 6}));
      body = gzipped.get(file)!;
      headers['content-encoding'] = 'gzip';
    }
    response.writeHead(200, headers).end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {origin: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve()))};
}
