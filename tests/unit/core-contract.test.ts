import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {registryPages} from '../../src/static-pages/plugin';

/**
 * The first-load rewrites (src/plugins/first-load-data) against the files the
 * installed @docusaurus/core and docs plugin generate, not against files
 * written by hand "as core 3.7 writes them": core's own loadSite (config,
 * plugins, routes and codegen, without bundling) runs on the small site of
 * tests/fixtures/core-contract, then every loader runs on its output. An
 * upgrade that changes a generated file's shape fails here, in the unit
 * tests, before any build.
 */

const require = createRequire(import.meta.url);
const ROOT = path.join(__dirname, '..', '..');
const FIXTURE = path.join(ROOT, 'tests', 'fixtures', 'core-contract');
// Inside the project, so that the fixture site resolves the project's packages.
const SITE = path.join(ROOT, 'node_modules', '.cache', `core-contract-${process.pid}`);
const GENERATED = path.join(SITE, '.docusaurus');

const loader = (name: string) => require(`../../src/plugins/first-load-data/${name}`) as Record<string, (...args: never[]) => unknown>;
const {clientRegistry} = loader('client-registry.cjs') as unknown as {clientRegistry: (source: string, chunkNames: object, shard?: string, self?: string) => string};
const {clientRouteData, parseRoutes} = loader('client-route-data.cjs') as unknown as {
  clientRouteData: (chunkNames: string, routes: string, registry: string, read: (file: string) => string, dir: string) => string;
  parseRoutes: (source: string) => ParsedRoute[];
};
const {decode} = loader('route-table.cjs') as unknown as {decode: (coded: object) => {routes: DecodedRoute[]; chunkNames: Record<string, unknown>}};
const {compactGlobalData} = loader('compact-global-data.cjs') as unknown as {compactGlobalData: (source: string) => string};
const {clientSiteConfig, BUILD_ONLY_KEYS} = loader('client-site-config.cjs') as unknown as {clientSiteConfig: (source: string) => string; BUILD_ONLY_KEYS: string[]};
const {clientVersionData, sidebarNames} = loader('client-version-data.cjs') as unknown as {
  clientVersionData: (source: string, query: string, version: string) => string;
  sidebarNames: (source: string) => string[];
};

interface ParsedRoute {
  path: string;
  hash?: string;
  props: Record<string, unknown>;
  routes?: ParsedRoute[];
}
interface DecodedRoute {
  path: string;
  hash?: string;
  routes?: DecodedRoute[];
  [prop: string]: unknown;
}

const read = (file: string) => fs.readFileSync(path.join(GENERATED, file), 'utf8');

/** Runs a CommonJS module the loaders wrote, with `require` resolving the codecs. */
function evaluateCommonJs(code: string): unknown {
  const module = {exports: {} as unknown};
  new Function('require', 'module', code)(require, module);
  return module.exports;
}

/** Every route of a tree, depth first. */
function flatRoutes<T extends {routes?: T[]}>(routes: T[]): T[] {
  return routes.flatMap((route) => [route, ...flatRoutes(route.routes ?? [])]);
}

beforeAll(async () => {
  fs.rmSync(SITE, {recursive: true, force: true});
  fs.cpSync(FIXTURE, SITE, {recursive: true});
  const {loadSite} = require('@docusaurus/core/lib/server/site.js') as {loadSite: (params: object) => Promise<unknown>};
  const nodeEnv = process.env.NODE_ENV;
  // Core names chunks by short hashes in production builds, by readable names otherwise: the site's builds are production ones.
  process.env.NODE_ENV = 'production';
  try {
    await loadSite({siteDir: SITE, localizePath: false});
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}, 120_000);

afterAll(() => fs.rmSync(SITE, {recursive: true, force: true}));

describe(`first-load rewrites on the files @docusaurus/core ${(require('@docusaurus/core/package.json') as {version: string}).version} generates`, () => {
  test('the registry: every entry renamed, main and each shard hold them all once, and the module evaluates', () => {
    const source = read('registry.js');
    const chunkNames = JSON.parse(read('routesChunkNames.json')) as object;
    const entries = source.split('\n').filter((line) => /^\s*"[^"]+": \[/.test(line)).length;
    expect(entries).toBeGreaterThan(10);
    const main = clientRegistry(source, chunkNames, 'r', path.join(GENERATED, 'registry.js'));
    const shards = [...main.matchAll(/^ {2}([a-z]): \(\) => import/gm)].map((match) => match[1]!);
    const modules = [main, ...shards.map((letter) => clientRegistry(source, chunkNames, letter))];
    const names = modules.flatMap((module) => [...module.matchAll(/^\s*"([a-z][0-9a-z]*)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "[^"]+"\)\],?$/gm)].map((match) => match[1]));
    expect(names).toHaveLength(entries);
    expect(new Set(names).size).toBe(entries);
    // The module is plain JavaScript once its export is a return: each entry a loader.
    const registry = new Function(main.replace('export default', 'return').replace(/export const registryShards[^]*$/, '')) as () => Record<string, unknown[]>;
    expect(Object.values(registry()).every((entry) => entry.length === 1 && typeof entry[0] === 'function')).toBe(true);
  });

  test('the route table: every route coded, rebuilt with its attributes, each sidebar loaded by the routes that name it', () => {
    const routesSource = read('routes.js');
    const code = clientRouteData(read('routesChunkNames.json'), routesSource, read('registry.js'), read, GENERATED);
    const coded = /decode\(JSON\.parse\(("(?:[^"\\]|\\.)*")\)\)/.exec(code)?.[1];
    expect(coded).toBeDefined();
    const table = decode(JSON.parse(JSON.parse(coded!) as string) as object);
    const written = flatRoutes(parseRoutes(routesSource));
    const rebuilt = flatRoutes(table.routes);
    expect(rebuilt.map(({path: routePath, hash, routes, ...props}) => [routePath, props, hash !== undefined, routes?.length])).toEqual(
      written.map(({path: routePath, hash, routes, props}) => [routePath, props, hash !== undefined, routes?.length]),
    );
    // The docs plugin names each doc route's sidebar; core writes it as a route attribute.
    expect(written.filter((route) => route.props.sidebar === 'docs').length).toBeGreaterThanOrEqual(3);
    expect(written.filter((route) => route.props.sidebar === 'api').length).toBe(1);
    expect([...code.matchAll(/^ {2}"(\w+)\/(\w+)": \(\) => import\(".*\?sidebar=\2"\),$/gm)].map((match) => match[2])).toEqual(['docs', 'api']);
    // Every route with a component has its chunk names, under the new hash.
    expect(Object.keys(table.chunkNames)).toHaveLength(rebuilt.filter((route) => route.hash !== undefined).length);
  });

  test('the docs version data: found through the registry, slimmed by the docs plugin\'s wrapper, split by sidebar, and loads', () => {
    const registry = read('registry.js');
    const versionFiles = [...new Set([...registry.matchAll(/"@generated\/(docusaurus-plugin-content-docs\/[^"]+\/p\/[^"]+\.json)"\)/g)].map((match) => match[1]!))]
      .filter((file) => sidebarNames(read(file)).length > 0);
    expect(versionFiles).toHaveLength(1);
    const file = versionFiles[0]!;
    const source = read(file);
    expect(sidebarNames(source)).toEqual(['docs', 'api']);
    // What the server renders with: the route prop as the wrapped docs plugin (src/plugins/slim-docs) had core write it.
    const server = JSON.parse(source) as {version: {docs: object; docsSidebars: Record<string, unknown[]>}};
    expect(server.version.docs).toEqual({});
    expect(JSON.stringify(server.version.docsSidebars)).not.toContain('"docId"');
    expect(JSON.stringify(server.version.docsSidebars)).toContain('"href":"/guides/first"');
    const data = evaluateCommonJs(clientVersionData(source, '', file)) as {version: {docsSidebars: Record<string, unknown>}};
    expect(data.version.docsSidebars).toEqual({});
    for (const name of ['docs', 'api']) evaluateCommonJs(clientVersionData(source, `?sidebar=${name}`, file));
    expect(data.version.docsSidebars).toEqual(server.version.docsSidebars);
  });

  test('the global data: every docs version\'s list coded, and the module rebuilds the data exactly', () => {
    const source = read('globalData.json');
    const code = compactGlobalData(source);
    expect(code).not.toContain('\\"sidebar\\":');
    expect(evaluateCommonJs(code)).toEqual(JSON.parse(source));
  });

  test('the site configuration: the build-only keys are there to drop, and the rest is kept', () => {
    const source = read('docusaurus.config.mjs');
    const config = JSON.parse(clientSiteConfig(source).replace(/^export default /, '').trim().replace(/;$/, '')) as Record<string, unknown>;
    for (const key of BUILD_ONLY_KEYS) expect(config).not.toHaveProperty(key);
    expect(config.title).toBe('Contract fixture');
  });

  test('routes.js imports the ComponentCreator that the lazy route replacement targets, once', () => {
    expect(read('routes.js').match(/^import ComponentCreator from '@docusaurus\/ComponentCreator';$/gm)).toHaveLength(1);
  });

  test('the static pages replacement reads every Markdown page the registry imports', () => {
    expect(registryPages(read('registry.js')).sort()).toEqual(
      ['guides/first.md', 'guides/second.md', 'intro.md', 'outside.md', 'reference.md', 'unlisted.md'].map((file) => `@site/docs/${file}`),
    );
  });
});
