import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import {describe, expect, test} from 'vitest';
import {loadRedirectTable, parseRedirectTable} from '../../src/plugins/old-links/table';
import {redirectProblems} from '../../src/plugins/old-links/validate';
import {applyPatterns} from '../../src/plugins/old-links/patterns';
import {readOldAddresses, resolveOldAddress} from '../../src/plugins/old-links/resolve';
import {readDocs} from './support/docs';
import {collectApiReference} from '../../src/api-reference/load';
import {nginxRedirects, redirectPage, REDIRECT_SCRIPT} from '../../src/plugins/old-links/render';
import {inlineScriptHashes} from '../../scripts/lib/csp';

const tableFile = path.join(__dirname, '..', '..', 'redirects', 'old-docs.yaml');

function table(redirects: Record<string, string>, patterns: {from: string; to: string}[] = []) {
  return {redirects: new Map(Object.entries(redirects)), patterns};
}

describe('the old-docs redirect table', () => {
  const real = loadRedirectTable(tableFile);

  test('holds at least 400 old addresses across the pre-1.10 URL space', () => {
    expect(real.redirects.size).toBeGreaterThanOrEqual(400);
    const sources = [...real.redirects.keys()];
    for (const space of ['/concepts/', '/_apidocs/', '/deployment/', '/guides/dagster/', '/dagster-cloud/', '/dagster-plus/', '/tutorial/', '/getting-started/']) {
      expect(sources.filter((source) => source.startsWith(space)).length, space).toBeGreaterThanOrEqual(5);
    }
    // Flat integration pages: /integrations/<name> with no deeper path.
    expect(sources.filter((source) => /^\/integrations\/[^/]+$/.test(source)).length).toBeGreaterThanOrEqual(40);
    expect(real.patterns).toContainEqual({from: '/dagster-cloud/', to: '/dagster-plus/'});
  });

  test('has no chains or loops within itself', () => {
    const problems = redirectProblems(real, real.redirects.values()).filter((problem) => /chain|loop|itself/.test(problem));
    expect(problems).toEqual([]);
  });
});

/** Routes of the docs, from the files (the build's own check in src/plugins/old-links runs on its real routes). */
function docRoutes(): Set<string> {
  const routes = new Set<string>();
  for (const doc of readDocs()) {
    if (typeof doc.data.slug === 'string') {
      routes.add(doc.data.slug);
      continue;
    }
    const parts = doc.relative.replace(/\.mdx?$/, '').split(path.sep);
    const last = parts[parts.length - 1]!;
    // Docusaurus's category index convention: index, README, or the folder's own name.
    if (last === 'index' || last === 'README' || last === parts[parts.length - 2]) parts.pop();
    routes.add(`/${parts.join('/')}`.replace(/\/$/, '') || '/');
  }
  for (const page of collectApiReference({rootDir: path.join(__dirname, '..', '..')}).pages) routes.add(page.route);
  return routes;
}

describe('every old documentation address', () => {
  const real = loadRedirectTable(tableFile);
  const addresses = readOldAddresses(path.join(__dirname, '..', '..', 'redirects', 'old-addresses.txt'));
  const routes = docRoutes();

  test('the list derived from the old docs is whole: the content tree, the API pages and the old redirects', () => {
    expect(addresses.length).toBeGreaterThanOrEqual(780);
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const space of ['/concepts/', '/_apidocs/', '/deployment/', '/guides/dagster/', '/dagster-cloud/', '/dagster-plus/', '/tutorial/', '/getting-started/', '/integrations/', '/overview/']) {
      expect(addresses.filter((address) => address.startsWith(space)).length, space).toBeGreaterThanOrEqual(5);
    }
  });

  test('lands on a page of this site (none falls to the 404)', () => {
    expect(routes.size).toBeGreaterThan(400);
    const lost = addresses.filter((address) => {
      if (routes.has(address)) return false;
      const target = resolveOldAddress(address, real);
      return target === undefined || !routes.has(target.replace(/\/$/, '') || '/');
    });
    expect(lost).toEqual([]);
  });
});

describe('redirect validation', () => {
  const routes = ['/', '/new', '/other', '/dagster-plus/features'];

  test('accepts a table whose targets are pages', () => {
    expect(redirectProblems(table({'/old': '/new'}, [{from: '/dagster-cloud/', to: '/dagster-plus/'}]), routes)).toEqual([]);
  });

  test('reports a missing target, a source that is a page, a chain and a loop', () => {
    const problems = redirectProblems(
      table({'/gone': '/missing', '/new': '/other', '/a': '/b', '/b': '/a', '/first': '/a'}),
      routes,
    );
    expect(problems).toContain('/gone: target /missing is not a page of this site');
    expect(problems).toContain('/new: is a page of this site; a redirect would hide it');
    expect(problems.some((problem) => problem.startsWith('/a: loop /a → /b → /a'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('/first: loop'))).toBe(true);
  });

  test('reports a chain that ends on a page', () => {
    expect(redirectProblems(table({'/x': '/y', '/y': '/new'}), routes)).toContain('/x: chain /x → /y → /new; point it at the final page');
  });

  test('reports prefix rules that chain into each other or lead nowhere', () => {
    const problems = redirectProblems(table({}, [{from: '/a/', to: '/b/'}, {from: '/b/', to: '/nowhere/'}]), routes);
    expect(problems.some((problem) => problem.includes('can match pattern /b/*'))).toBe(true);
    expect(problems.some((problem) => problem.includes('no page of this site starts with /nowhere/'))).toBe(true);
  });

  test('the table file is shape-checked', () => {
    expect(() => parseRedirectTable('redirects:\n  old: /new\n')).toThrow(/paths starting with \//);
    expect(() => parseRedirectTable('redirects: {}\npatterns:\n  - from: /a\n    to: /b/\n')).toThrow(/ending with \//);
  });
});

describe('redirect outputs', () => {
  test('prefix rules keep the rest of the path', () => {
    const patterns = [{from: '/dagster-cloud/', to: '/dagster-plus/'}];
    expect(applyPatterns('/dagster-cloud/deployment/agents', patterns)).toBe('/dagster-plus/deployment/agents');
    expect(applyPatterns('/dagster-cloudy', patterns)).toBeUndefined();
  });

  test('nginx answers each old path, with or without a trailing slash, with a 301', () => {
    const conf = nginxRedirects(table({'/concepts': '/getting-started/concepts'}, [{from: '/_apidocs/', to: '/api/python-api/'}]));
    expect(conf).toContain('location = /concepts { return 301 /getting-started/concepts$is_args$args; }');
    expect(conf).toContain('location = /concepts/ { return 301 /getting-started/concepts$is_args$args; }');
    expect(conf).toContain('location ^~ /_apidocs/ { rewrite ^/_apidocs/(.*)$ /api/python-api/$1 permanent; }');
  });

  test('a redirect page refreshes, names its canonical page, stays out of indexes, and has one script text', () => {
    const html = redirectPage('/guides/build/assets', 'https://docs.dagster.io');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/guides/build/assets">');
    expect(html).toContain('<link rel="canonical" href="https://docs.dagster.io/guides/build/assets">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`<script>${REDIRECT_SCRIPT}</script>`);
    expect(redirectPage('/other', 'https://docs.dagster.io')).toContain(`<script>${REDIRECT_SCRIPT}</script>`);
  });

  test('the CSP hashes the redirect script', () => {
    const hash = `'sha256-${crypto.createHash('sha256').update(REDIRECT_SCRIPT, 'utf8').digest('base64')}'`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'old-links-'));
    try {
      for (const [from, to] of [['/a', '/x'], ['/b/c', '/y']] as const) {
        fs.mkdirSync(path.join(dir, from), {recursive: true});
        fs.writeFileSync(path.join(dir, from, 'index.html'), redirectPage(to, 'https://docs.dagster.io'));
      }
      expect(inlineScriptHashes(dir)).toEqual([hash]);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
