import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {HSTS_VALUE, hstsFromEnv, renderNginxConfig} from '../../scripts/lib/nginx';
import {canonicalPath, pageAddresses} from '../../scripts/lib/page-addresses';

let buildDir = '';
let runtimeDir = '';

function page(canonicalTag: string): string {
  return `<!doctype html><html><head><meta charset=utf-8>${canonicalTag}<script>document.documentElement.dataset.x="1"</script></head><body>page</body></html>`;
}

/** A build as Docusaurus writes it: leaf pages at /x, a folder's landing page at /x/, minified attributes. */
beforeAll(() => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-config-build-'));
  runtimeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-config-run-'));
  const write = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(buildDir, file)), {recursive: true});
    fs.writeFileSync(path.join(buildDir, file), html);
  };
  write('index.html', page('<link data-rh=true rel=canonical href=https://docs.dagster.io/>'));
  write('examples/index.html', page('<link data-rh=true rel=canonical href=https://docs.dagster.io/examples/>'));
  write('guides/assets/index.html', page('<link rel="canonical" href="https://docs.dagster.io/guides/assets" data-rh="true">'));
  write('moved/index.html', page('<link rel=canonical href=https://docs.dagster.io/elsewhere>'));
  write('404.html', page(''));
});

afterAll(() => {
  fs.rmSync(buildDir, {recursive: true, force: true});
  fs.rmSync(runtimeDir, {recursive: true, force: true});
});

const render = (options: {hsts?: boolean; brotliModule?: string | null} = {}) => renderNginxConfig({buildDir, port: 8080, runtimeDir, ...options});

function nginxAccepts(config: string): string {
  const file = path.join(runtimeDir, 'nginx.conf');
  fs.writeFileSync(file, config);
  const check = spawnSync('nginx', ['-t', '-q', '-p', runtimeDir, '-c', file], {encoding: 'utf8'});
  return check.status === 0 ? 'ok' : check.stderr;
}

describe('page addresses from canonical links', () => {
  test('reads quoted and unquoted canonical links', () => {
    expect(canonicalPath('<link data-rh=true rel=canonical href=https://docs.dagster.io/examples/>')).toBe('/examples/');
    expect(canonicalPath('<link href="https://docs.dagster.io/a/b" rel="canonical">')).toBe('/a/b');
    expect(canonicalPath('<link rel=alternate href=https://docs.dagster.io/x hreflang=en>')).toBeUndefined();
  });

  test('every page keeps the form its canonical link names; a page pointing elsewhere is left out', () => {
    expect(pageAddresses(buildDir)).toEqual([
      {folder: '', canonical: '/'},
      {folder: '/examples', canonical: '/examples/'},
      {folder: '/guides/assets', canonical: '/guides/assets'},
    ]);
  });
});

describe('rendered nginx config', () => {
  test('sized for real load: all cores, 4096+ connections, keepalive, open file cache', () => {
    const config = render();
    expect(config).toMatch(/^worker_processes auto;$/m);
    expect(Number(/worker_connections (\d+);/.exec(config)?.[1])).toBeGreaterThanOrEqual(4096);
    expect(config).toMatch(/^\s*keepalive_timeout \d+s;$/m);
    expect(config).toMatch(/^\s*open_file_cache max=\d+ inactive=\d+s;$/m);
  });

  test('serves pre-compressed files and never compresses per request', () => {
    const config = render();
    expect(config).toMatch(/^\s*gzip_static on;$/m);
    expect(config).toMatch(/^\s*gzip off;$/m);
    expect(config).not.toMatch(/^\s*gzip on;$/m);
  });

  test('redirects every other form of a page to its canonical address', () => {
    const config = render();
    for (const line of ['/index.html /;', '/examples /examples/;', '/examples/index.html /examples/;', '/guides/assets/ /guides/assets;', '/guides/assets/index.html /guides/assets;']) {
      expect(config).toContain(`    ${line}\n`);
    }
    expect(config).not.toMatch(/^\s*\/moved/m);
    expect(config).not.toMatch(/^\s*\/examples\/ /m);
  });

  test('HSTS is on by default and off with DOCS_HSTS=off', () => {
    expect(hstsFromEnv({})).toBe(true);
    expect(hstsFromEnv({DOCS_HSTS: 'off'})).toBe(false);
    expect(() => hstsFromEnv({DOCS_HSTS: 'no'})).toThrow(/DOCS_HSTS/);
    expect(render({hsts: true})).toContain(`default "${HSTS_VALUE}";`);
    expect(HSTS_VALUE).toMatch(/max-age=(3153600\d|[4-9]\d{7}|\d{9,});/);
    const off = render({hsts: false});
    expect(off).not.toContain(HSTS_VALUE);
    expect(off).toContain('map $status $hsts_header { volatile; 416 ""; default ""; }');
  });

  test('loads the brotli module only where it is installed', () => {
    const without = render({brotliModule: null});
    expect(without).not.toMatch(/^\s*load_module/m);
    expect(without).not.toMatch(/^\s*brotli_static/m);
    const withModule = render({brotliModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'});
    expect(withModule).toMatch(/^load_module \/usr\/lib\/nginx\/modules\/ngx_http_brotli_static_module\.so;$/m);
    expect(withModule).toMatch(/^\s*brotli_static on;$/m);
  });

  test('nginx accepts the config with and without the brotli module', () => {
    expect(nginxAccepts(render({brotliModule: null}))).toBe('ok');
    expect(nginxAccepts(render())).toBe('ok');
  });
});
