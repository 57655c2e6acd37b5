import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {buildDir, origin} from './support/browser';

const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy'];

function get(pathname: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${origin()}${pathname}`, {redirect: 'manual', headers});
}

function hashedScript(): string {
  const html = fs.readFileSync(path.join(buildDir(), 'index.html'), 'utf8');
  const match = /\/assets\/js\/main\.[0-9a-f]+\.js/.exec(html);
  if (!match) throw new Error('no main bundle referenced by index.html');
  return match[0];
}

describe('nginx serving build/', () => {
  test('pages answer 200 at their bare path, with and without a trailing slash for folders', async () => {
    for (const pathname of ['/', '/getting-started/quickstart', '/examples', '/examples/', '/sitemap.xml']) {
      expect((await get(pathname)).status, pathname).toBe(200);
    }
  });

  test('/x/index.html redirects permanently to the bare path', async () => {
    for (const [from, to] of [
      ['/index.html', '/'],
      ['/getting-started/quickstart/index.html', '/getting-started/quickstart'],
      ['/examples/index.html?x=1', '/examples?x=1'],
    ] as const) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  test('unknown paths get the 404 page with status 404, never 200', async () => {
    for (const pathname of ['/no/such/page', '/assets/', '/404.html', '/getting-started/quickstart.mdx']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text()).toContain('Page not found');
    }
  });

  test('hashed assets are immutable for a year; HTML is revalidated', async () => {
    expect((await get(hashedScript())).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/getting-started/quickstart')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
  });

  test('security headers on every kind of response: page, asset, redirect, not found', async () => {
    for (const pathname of ['/', hashedScript(), '/index.html', '/no/such/page']) {
      const response = await get(pathname);
      for (const header of SECURITY_HEADERS) {
        expect(response.headers.get(header), `${header} on ${pathname} (${response.status})`).toBeTruthy();
      }
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  test('the CSP allows no inline script but those the build contains', async () => {
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  });

  test('text responses are gzip-compressed', async () => {
    for (const pathname of ['/', hashedScript()]) {
      const response = await get(pathname, {'accept-encoding': 'gzip'});
      expect(response.headers.get('content-encoding'), pathname).toBe('gzip');
    }
  });
});
