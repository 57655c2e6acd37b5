import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {load} from 'cheerio';
import {describe, expect, test} from 'vitest';
import {startNginx} from '../../scripts/lib/nginx';
import {buildDir, origin, sitemapPaths} from './support/browser';
import {freePort} from '../../scripts/lib/free-port';

const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options', 'strict-transport-security'];
const HSTS = 'max-age=31536000; includeSubDomains';

function get(pathname: string, headers: Record<string, string> = {}, base = origin()): Promise<Response> {
  return fetch(`${base}${pathname}`, {redirect: 'manual', headers});
}

interface RawResponse {
  status: number;
  /** Header names in lower case, once per line sent: fetch would merge repeated lines. */
  names: string[];
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose path goes out byte for byte (fetch normalises `//` and dot segments). */
function raw(pathname: string, headers: Record<string, string> = {}, base = origin()): Promise<RawResponse> {
  const {hostname, port} = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request({host: hostname, port, path: pathname, headers, agent: false}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          names: response.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase()),
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.setTimeout(10_000, () => request.destroy(new Error(`timeout on ${pathname}`)));
    request.on('error', reject);
    request.end();
  });
}

function duplicates(names: string[]): string[] {
  return names.filter((name, index) => names.indexOf(name) !== index);
}

function hashedScript(): string {
  const html = fs.readFileSync(path.join(buildDir(), 'index.html'), 'utf8');
  const match = /\/assets\/js\/main\.[0-9a-f]+\.js/.exec(html);
  if (!match) throw new Error('no main bundle referenced by index.html');
  return match[0];
}

describe('nginx serving build/', () => {
  test('pages answer 200 at their canonical address', async () => {
    for (const pathname of ['/', '/getting-started/quickstart', '/examples/', '/sitemap.xml', '/search-index.json']) {
      expect((await get(pathname)).status, pathname).toBe(200);
    }
  });

  test('every sitemap page answers at the address its canonical link names, and its other form redirects there', async () => {
    const pages = sitemapPaths();
    expect(pages.length).toBeGreaterThan(100);
    const folderPages = pages.filter((pathname) => pathname.length > 1 && pathname.endsWith('/'));
    expect(folderPages.length, 'folder landing pages keep their slash').toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const pathname of pages) {
      const response = await get(pathname);
      const canonical = load(await response.text())('link[rel=canonical]').attr('href');
      if (response.status !== 200 || canonical === undefined || new URL(canonical).pathname !== pathname) {
        wrong.push(`${pathname}: ${response.status}, canonical ${canonical}`);
        continue;
      }
      if (pathname === '/') continue;
      const other = pathname.endsWith('/') ? pathname.slice(0, -1) : `${pathname}/`;
      const redirect = await get(`${other}?ref=x`);
      if (redirect.status !== 301 || redirect.headers.get('location') !== `${pathname}?ref=x`) {
        wrong.push(`${other}: ${redirect.status} → ${redirect.headers.get('location')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('/x/index.html redirects permanently to the page, in one hop', async () => {
    for (const [from, to] of [
      ['/index.html', '/'],
      ['/getting-started/quickstart/index.html', '/getting-started/quickstart'],
      ['/examples/index.html?x=1', '/examples/?x=1'],
      ['/examples?x=1', '/examples/?x=1'],
      ['/getting-started/quickstart/', '/getting-started/quickstart'],
    ] as const) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  test('repeated slashes redirect to the clean path, query kept, never to another host', async () => {
    for (const [from, to] of [
      ['//', '/'],
      ['/getting-started//quickstart', '/getting-started/quickstart'],
      ['///getting-started///quickstart/?q=asset', '/getting-started/quickstart?q=asset'],
      ['//examples//', '/examples/'],
      ['/a//b?x=1//2', '/a/b?x=1//2'],
      ['//evil.example/x', '/evil.example/x'],
      ['/no//such%20page', '/no/such%20page'],
    ] as const) {
      const response = await raw(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
  });

  test('a percent-encoded line break in the path cannot add a header', async () => {
    const response = await raw('/a%0d%0aX-Injected:%201//b');
    expect(response.status).toBe(301);
    expect(response.names).not.toContain('x-injected');
    expect(response.headers.location).toBe('/a%0D%0AX-Injected:%201/b');
  });

  test('unknown paths get the 404 page with status 404, never 200', async () => {
    for (const pathname of ['/no/such/page', '/no/such/', '/assets/', '/404.html', '/getting-started/quickstart.mdx']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text()).toContain('Page not found');
    }
  });

  test('long and unicode paths answer 404 or 301 cleanly', async () => {
    const cases: Array<[string, number]> = [
      [`/${'a'.repeat(300)}`, 404],
      [`/guides/${'deep/'.repeat(700)}page`, 404],
      [`/guides//${'deep/'.repeat(700)}page`, 301],
      ['/caf%C3%A9/%E2%9C%A8%F0%9F%9A%80', 404],
      ['/%D9%85%D8%B1%D8%AD%D8%A8%D8%A7/%E2%80%AE', 404],
      ['/getting-started/quickstart%2F..%2F..%2Fetc%2Fpasswd', 404],
    ];
    for (const [pathname, status] of cases) {
      const response = await raw(pathname);
      expect(response.status, pathname.slice(0, 60)).toBe(status);
      expect(duplicates(response.names), pathname.slice(0, 60)).toEqual([]);
      expect(response.headers['content-security-policy'], pathname.slice(0, 60)).toBeTruthy();
      if (status === 404) expect(response.body.toString()).toContain('Page not found');
    }
  });

  test('hashed assets are immutable for a year; HTML is revalidated', async () => {
    expect((await get(hashedScript())).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/getting-started/quickstart')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
  });

  test('security headers and HSTS on every kind of response: page, asset, redirect, not found', async () => {
    for (const pathname of ['/', hashedScript(), '/index.html', '/no/such/page']) {
      const response = await get(pathname);
      for (const header of SECURITY_HEADERS) {
        expect(response.headers.get(header), `${header} on ${pathname} (${response.status})`).toBeTruthy();
      }
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('strict-transport-security')).toBe(HSTS);
    }
  });

  test('no header is sent twice on 200, 206, 301, 304, 404 or 416', async () => {
    const page = '/getting-started/quickstart';
    const first = await raw(page, {'accept-encoding': 'gzip, br'});
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const cases: Array<[number, Promise<RawResponse>]> = [
      [200, Promise.resolve(first)],
      [206, raw(page, {range: 'bytes=0-99'})],
      [301, raw('/examples')],
      [304, raw(page, {'accept-encoding': 'gzip, br', 'if-none-match': etag as string})],
      [404, raw('/no/such/page')],
      [416, raw(page, {range: 'bytes=999999999-'})],
      [416, raw('/search-index.json', {range: 'bytes=999999999-'})],
    ];
    for (const [status, pending] of cases) {
      const response = await pending;
      expect(response.status).toBe(status);
      expect(duplicates(response.names), `status ${status}`).toEqual([]);
      for (const header of SECURITY_HEADERS) expect(response.names, `${header} on ${status}`).toContain(header);
    }
  });

  test('the CSP allows no inline script but those the build contains', async () => {
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  });

  test('text is served from the files compressed at build time, with Vary: Accept-Encoding', async () => {
    // The sitemap and the search data are written by other plugins' postBuild:
    // their .gz must hold what the build ended with.
    for (const [pathname, file] of [
      ['/getting-started/quickstart', 'getting-started/quickstart/index.html'],
      [hashedScript(), hashedScript().slice(1)],
      ['/search-index.json', 'search-index.json'],
      ['/sitemap.xml', 'sitemap.xml'],
    ] as const) {
      const onDisk = path.join(buildDir(), file);
      const response = await raw(pathname, {'accept-encoding': 'gzip'});
      expect(response.headers['content-encoding'], pathname).toBe('gzip');
      expect(response.headers.vary, pathname).toBe('Accept-Encoding');
      // A length up front and equal to the .gz: nginx sent the file, it did not compress.
      expect(Number(response.headers['content-length']), pathname).toBe(fs.statSync(`${onDisk}.gz`).size);
      expect(zlib.gunzipSync(response.body).equals(fs.readFileSync(onDisk)), pathname).toBe(true);
    }
  });

  test('browsers that accept brotli get the .br file', async () => {
    const response = await raw('/search-index.json', {'accept-encoding': 'gzip, deflate, br, zstd'});
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(response.body).equals(fs.readFileSync(path.join(buildDir(), 'search-index.json')))).toBe(true);
  });

  test('clients that accept no encoding get the file as it is', async () => {
    const response = await raw('/search-index.json', {'accept-encoding': 'identity'});
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.equals(fs.readFileSync(path.join(buildDir(), 'search-index.json')))).toBe(true);
  });

  test('DOCS_HSTS=off (hsts: false) drops Strict-Transport-Security and nothing else', async () => {
    const server = await startNginx(buildDir(), await freePort(), {hsts: false});
    try {
      for (const pathname of ['/', '/no/such/page', '/examples']) {
        const response = await raw(pathname, {}, server.origin);
        expect(response.names, pathname).not.toContain('strict-transport-security');
        expect(response.names, pathname).toContain('content-security-policy');
        expect(response.names, pathname).toContain('x-frame-options');
      }
    } finally {
      await server.stop();
    }
  });
});
