import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, test} from 'vitest';
import {sectionDescriptions, TSLIB_HELPER} from '../../src/plugins/first-load-data';

const require = createRequire(import.meta.url);

const link = (label: string, href: string, extra: Record<string, unknown> = {}) => ({type: 'link', label, href, ...extra});

/** Version data with one sidebar holding one category of the given items. */
const versionData = (items: object[], docs: object) => ({
  version: {
    pluginId: 'default',
    version: 'current',
    docsSidebars: {docs: [{type: 'category', label: 'Getting Started', collapsed: true, collapsible: true, href: '/getting-started', items}]},
    docs,
  },
});

describe('sectionDescriptions', () => {
  test('the descriptions of the sidebars whose pages use SectionIndex, by permalink', () => {
    const siteDir = path.resolve(__dirname, '..', '..');
    const doc = (id: string, sidebar: string, description: string) => ({
      id,
      permalink: `/${id.replace(/\/index$/, '')}`,
      sidebar,
      description,
      source: `@site/docs/${id}.mdx`,
    });
    const content = {
      loadedVersions: [{docs: [doc('api/python-api/index', 'api', 'The API.'), doc('api/python-api/assets', 'api', 'Assets API.'), doc('intro', 'docs', 'Home.')]}],
    };
    expect(sectionDescriptions(siteDir, content as never)).toEqual({'/api/python-api': 'The API.', '/api/python-api/assets': 'Assets API.'});
  });
});

const registryEntry = (id: string, module: string) =>
  `  "${id}": [() => import(/* webpackChunkName: "${id}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
const registrySource = ['export default {', registryEntry('00d33b83', '@site/docs/intro.mdx'), registryEntry('17896441', '@theme/DocItem'), '};'].join('\n');

describe('the browser registry', () => {
  test('keeps only the loader of each entry (the module path and weak id serve the server alone)', () => {
    const {loadersOnly} = require('../../src/plugins/first-load-data/client-registry.cjs') as {loadersOnly: (source: string) => string};
    expect(loadersOnly(registrySource)).toBe(
      [
        'export default {',
        '  "00d33b83": [() => import(/* webpackChunkName: "00d33b83" */ "@site/docs/intro.mdx")],',
        '  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem")],',
        '};',
      ].join('\n'),
    );
  });

  const {clientRegistry} = require('../../src/plugins/first-load-data/client-registry.cjs') as {
    clientRegistry: (source: string, chunkNames: object, shard?: string, self?: string) => string;
  };

  test('names each entry and its chunk r0, r1, … in order, and keeps them all in main when no section has its own', () => {
    expect(clientRegistry(registrySource, {'/intro-a1b': {__comp: '17896441', content: '00d33b83'}})).toBe(
      [
        'export default {',
        '  "r0": [() => import(/* webpackChunkName: "r0" */ "@site/docs/intro.mdx")],',
        '  "r1": [() => import(/* webpackChunkName: "r1" */ "@theme/DocItem")],',
        '};',
        'export const registryShards = {',
        '};',
        '',
      ].join('\n'),
    );
  });

  describe('shards', () => {
    // 30 API pages, 120 guide pages (in two parts of 100 and 20) and 10 tutorial pages, all rendered by one
    // DocItem; core closes the object on the last entry's line.
    const pages = [
      ...Array.from({length: 30}, (_, index) => `/api/python-api/page-${index}`),
      ...Array.from({length: 100}, (_, index) => `/guides/build/page-${index}`),
      ...Array.from({length: 20}, (_, index) => `/guides/deploy/page-${index}`),
      ...Array.from({length: 10}, (_, index) => `/tutorial/step-${index}`),
    ];
    const key = (index: number) => index.toString(16).padStart(8, '0');
    const source = `export default {\n${[registryEntry('ffffffff', '@theme/DocItem'), ...pages.map((page, index) => registryEntry(key(index), `@site/docs${page}.mdx`))].join('\n')}};`;
    const chunkNames = Object.fromEntries(pages.map((page, index) => [`${page}-${index}`, {__comp: 'ffffffff', content: key(index)}]));
    const names = (module: string) => [...module.matchAll(/^ {2}"(\w+)": \[/gm)].map((match) => match[1]);

    test('main keeps what several sections share and the small sections, and names a loader per shard', () => {
      const main = clientRegistry(source, chunkNames, 'r', '/site/.docusaurus/registry.js');
      expect(names(main)).toEqual(['r0', ...Array.from({length: 10}, (_, index) => `r${(index + 1).toString(36)}`)]);
      expect(main).toContain('"r1": [() => import(/* webpackChunkName: "r1" */ "@site/docs/tutorial/step-0.mdx")],');
      expect(main.split('export const registryShards = {')[1]).toBe(
        [
          '',
          '  a: () => import("/site/.docusaurus/registry.js?shard=a"),',
          '  b: () => import("/site/.docusaurus/registry.js?shard=b"),',
          '  c: () => import("/site/.docusaurus/registry.js?shard=c"),',
          '};',
          '',
        ].join('\n'),
      );
    });

    test('a section of more than 100 entries is split by its second segment; each shard holds its own entries', () => {
      const shard = (letter: string) => clientRegistry(source, chunkNames, letter);
      expect(names(shard('a'))).toHaveLength(30);
      expect(shard('a')).toContain('"a0": [() => import(/* webpackChunkName: "a0" */ "@site/docs/api/python-api/page-0.mdx")],');
      expect(names(shard('b'))).toHaveLength(100);
      expect(shard('b')).toContain('"b0": [() => import(/* webpackChunkName: "b0" */ "@site/docs/guides/build/page-0.mdx")],');
      expect(names(shard('c'))).toHaveLength(20);
      expect(shard('c')).toMatch(/^export default \{\n[^]*\n\};$/);
      expect(() => shard('d')).toThrow(/expected: a shard d \(asked for by main\)\n {2}found: {4}shards a, b, c/);
    });

    test('the routes\' chunk names use the same short names', () => {
      const {shortChunkNames} = require('../../src/plugins/first-load-data/chunk-keys.cjs') as {
        shortChunkNames: (registry: string, chunkNames: object) => Map<string, string>;
      };
      const short = shortChunkNames(source, chunkNames);
      expect([short.get('ffffffff'), short.get(key(0)), short.get(key(30)), short.get(key(130)), short.get(key(150))]).toEqual(['r0', 'a0', 'b0', 'c0', 'r1']);
    });
  });
});

describe('the browser route table', () => {
  const {clientRouteData, parseRoutes} = require('../../src/plugins/first-load-data/client-route-data.cjs') as {
    clientRouteData: (chunkNames: string, routes: string, registry: string, readGenerated: (file: string) => string, generatedDir: string) => string;
    parseRoutes: (source: string) => unknown[];
  };
  const routeTable = require('../../src/plugins/first-load-data/route-table.cjs') as {
    encode: (routes: unknown[], chunkNames: object) => object;
    decode: (coded: object) => {routes: unknown[]; chunkNames: Record<string, unknown>};
  };
  /** A routes.js as core 3.7 writes it. */
  const routesSource = [
    "import React from 'react';",
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    '',
    'export default [',
    "  {path: '/search', component: ComponentCreator('/search', '5de'), exact: true},",
    "  {path: '/', component: ComponentCreator('/', '5dc'), routes: [",
    "    {path: '/', component: ComponentCreator('/', '976'), routes: [",
    "      {path: '/intro', component: ComponentCreator('/intro', 'a1b'), exact: true, sidebar: 'docs'},",
    "      {path: '/intro/more', component: ComponentCreator('/intro/more', 'c2d'), exact: true, sidebar: 'docs'},",
    "      {path: '/api/assets', component: ComponentCreator('/api/assets', 'e5f'), exact: true, sidebar: 'api'},",
    '    ]},',
    '  ]},',
    "  {path: '*', component: ComponentCreator('*')},",
    '];',
  ].join('\n');
  const chunkNames = {
    '/search-5de': {__comp: '17896441', __context: {plugin: '00d33b83'}},
    '/-5dc': {__comp: '17896441'},
    '/-976': {__comp: '17896441', __props: '22dd74f7'},
    '/intro-a1b': {__comp: '17896441', content: '00d33b83'},
    '/intro/more-c2d': {__comp: '17896441', content: 'abcdef12'},
    '/api/assets-e5f': {__comp: '17896441', content: 'abcdef12'},
  };

  /** Version data of one docs version with two sidebars, as the docs plugin writes it. */
  const versionFile = 'docusaurus-plugin-content-docs/default/p/index-466.json';
  const versionJson = JSON.stringify({
    version: {pluginId: 'default', version: 'current', docs: {}, docsSidebars: {docs: [link('Intro', '/intro')], api: [link('Assets', '/api/assets')]}},
  });
  const routeDataRegistry = [
    'export default {',
    registryEntry('00d33b83', '@site/docs/intro.mdx'),
    registryEntry('17896441', '@theme/DocItem'),
    registryEntry('22dd74f7', `@generated/${versionFile}`),
    registryEntry('abcdef12', '@site/docs/intro/more.mdx'),
    '};',
  ].join('\n');
  const readGenerated = (file: string) => {
    if (file !== versionFile) throw new Error(`unexpected read of ${file}`);
    return versionJson;
  };
  const routeData = () => clientRouteData(JSON.stringify(chunkNames), routesSource, routeDataRegistry, readGenerated, '/site/.docusaurus');

  /** Runs the loader's ES module output, with its one import resolved to the codec. */
  function evaluateRouteData(code: string): {routeTree: unknown[]; chunkNames: Record<string, unknown>; sidebarLoaders: string} {
    const loaders = /export const sidebarLoaders = (\{[^]*?\n\});/.exec(code)?.[1] ?? '';
    const body = code
      .replace(/^import \{decode\} from .*;$/m, '')
      .replace(/export const sidebarLoaders = \{[^]*?\n\};/, '')
      .replace('export const routeTree = table.routes;', '')
      .replace('export default table.chunkNames;', 'return {routeTree: table.routes, chunkNames: table.chunkNames};');
    return {...(new Function('decode', body)(routeTable.decode) as {routeTree: unknown[]; chunkNames: Record<string, unknown>}), sidebarLoaders: loaders};
  }

  test('rebuilds every route and its chunk names (in short names), with a hash that pairs them', () => {
    const {routeTree, chunkNames: names} = evaluateRouteData(routeData());
    expect(routeTree).toEqual([
      {path: '/search', hash: '0', exact: true},
      {path: '/', hash: '1', routes: [{path: '/', hash: '2', routes: [
        {path: '/intro', hash: '3', exact: true, sidebar: 'docs'},
        {path: '/intro/more', hash: '4', exact: true, sidebar: 'docs'},
        {path: '/api/assets', hash: '5', exact: true, sidebar: 'api'},
      ]}]},
      {path: '*'},
    ]);
    expect(names).toEqual({
      '/search-0': {__comp: 'r1', __context: {plugin: 'r0'}},
      '/-1': {__comp: 'r1'},
      '/-2': {__comp: 'r1', __props: 'r2'},
      '/intro-3': {__comp: 'r1', content: 'r0'},
      '/intro/more-4': {__comp: 'r1', content: 'r3'},
      '/api/assets-5': {__comp: 'r1', content: 'r3'},
    });
  });

  test('names a loader for each sidebar of the version data a route loads, keyed by its short chunk name', () => {
    expect(evaluateRouteData(routeData()).sidebarLoaders).toBe(
      [
        '{',
        `  "r2/docs": () => import("/site/.docusaurus/${versionFile}?sidebar=docs"),`,
        `  "r2/api": () => import("/site/.docusaurus/${versionFile}?sidebar=api"),`,
        '}',
      ].join('\n'),
    );
  });

  test('the paths are written once, front-coded, and repeated properties and shapes once each', () => {
    const coded = routeTable.encode(parseRoutes(routesSource), chunkNames) as {paths: string; props: object[]; shapes: string[][]};
    expect(coded.paths).toBe('00/search,01,01,01intro,06/more,01api/assets,00*');
    expect(coded.props).toEqual([{exact: true}, {}, {exact: true, sidebar: 'docs'}, {exact: true, sidebar: 'api'}]);
    expect(coded.shapes).toEqual([['__comp', '__context.plugin'], ['__comp'], ['__comp', '__props'], ['__comp', 'content']]);
  });

  test('a route table core did not write, or chunk names it cannot hold, stop the build with a message', () => {
    expect(() => parseRoutes('export const routes = [];')).toThrow(/expected: a default export/);
    expect(() => parseRoutes("export default [{path: '/a', component: ComponentCreator('/b', '1')}];")).toThrow(/found: {4}the route \/a with component ComponentCreator\(\/b\)/);
    const routes = parseRoutes("export default [{path: '/a', component: ComponentCreator('/a', '1')}];");
    expect(() => routeTable.encode(routes, {})).toThrow(/no chunk names for \/a-1/);
    expect(() => routeTable.encode(routes, {'/a-1': {items: [{content: 'x'}]}})).toThrow(/hold a list/);
  });

  test('the browser route table builds each route\'s component from the rebuilt list; a doc page also preloads its sidebar', async () => {
    const {clientRoutes} = require('../../src/plugins/first-load-data/client-routes.cjs') as {clientRoutes: () => string};
    const module = clientRoutes()
      .replace(/^import .*;$/gm, '')
      .replace('export default build(routeTree);', 'return build(routeTree);');
    const created: unknown[][] = [];
    const loaded: string[] = [];
    const ComponentCreator = (...args: unknown[]) => {
      created.push(args);
      return {name: `component ${String(args[0])}`, preload: () => (loaded.push(`route ${String(args[0])}`), Promise.resolve())};
    };
    const tree = [{path: '/', hash: '1', routes: [{path: '/intro', hash: '3', exact: true, sidebar: 'docs'}, {path: '/other', hash: '4', exact: true, sidebar: 'none'}]}, {path: '*'}];
    const names = {'/-1': {__comp: 'r1', __props: 'r2'}, '/intro-3': {__comp: 'r1', content: 'r0'}, '/other-4': {__comp: 'r1', content: 'r3'}};
    const sidebarLoaders = {'r2/docs': () => (loaded.push('sidebar docs'), Promise.resolve())};
    const built = new Function('ComponentCreator', 'chunkNames', 'routeTree', 'sidebarLoaders', module)(ComponentCreator, names, tree, sidebarLoaders) as Array<{
      path: string;
      component: {name: string; preload: () => Promise<unknown>};
      routes?: Array<{path: string; component: {name: string; preload: () => Promise<unknown>}}>;
    }>;
    expect(built.map((route) => [route.path, route.component.name])).toEqual([['/', 'component /'], ['*', 'component *']]);
    expect(built[0]!.routes!.map((route) => [route.path, route.component.name])).toEqual([['/intro', 'component /intro'], ['/other', 'component /other']]);
    expect(created).toEqual([['/', '1'], ['/intro', '3'], ['/other', '4'], ['*', undefined]]);
    await built[0]!.routes![0]!.component.preload();
    expect(loaded).toEqual(['route /intro', 'sidebar docs']);
    // A sidebar the version data does not hold loads nothing more.
    await built[0]!.routes![1]!.component.preload();
    expect(loaded).toEqual(['route /intro', 'sidebar docs', 'route /other']);
  });

  test('a page with props of its own (a generated index) loads the sidebar of the version data above it', async () => {
    const {clientRoutes} = require('../../src/plugins/first-load-data/client-routes.cjs') as {clientRoutes: () => string};
    const module = clientRoutes().replace(/^import .*;$/gm, '').replace('export default build(routeTree);', 'return build(routeTree);');
    const loaded: string[] = [];
    const ComponentCreator = (routePath: string) => ({preload: () => (loaded.push(`route ${routePath}`), Promise.resolve())});
    const tree = [{path: '/', hash: '1', routes: [{path: '/category/guides', hash: '2', exact: true, sidebar: 'docs'}]}];
    const names = {'/-1': {__comp: 'r1', __props: 'r2'}, '/category/guides-2': {__comp: 'r3', __props: 'r4'}};
    const sidebarLoaders = {'r2/docs': () => (loaded.push('sidebar docs'), Promise.resolve())};
    const built = new Function('ComponentCreator', 'chunkNames', 'routeTree', 'sidebarLoaders', module)(ComponentCreator, names, tree, sidebarLoaders) as Array<{
      routes: Array<{component: {preload: () => Promise<unknown>}}>;
    }>;
    await built[0]!.routes[0]!.component.preload();
    expect(loaded).toEqual(['route /category/guides', 'sidebar docs']);
  });
});

describe('the browser version data', () => {
  const {clientVersionData} = require('../../src/plugins/first-load-data/client-version-data.cjs') as {
    clientVersionData: (source: string, query: string, version: string) => string;
  };
  const {sidebarsOf} = require('../../src/plugins/first-load-data/sidebar-store.cjs') as {sidebarsOf: (version: string) => Record<string, unknown>};
  // As the docs plugin's wrapper (src/plugins/slim-docs) has core write it: no doc map, no docId.
  const written = versionData([link('Quickstart', '/getting-started/quickstart')], {});
  const source = JSON.stringify({version: {...written.version, docsSidebars: {...written.version.docsSidebars, api: [link('Assets', '/api/assets')]}}});
  type VersionModule = {version: {pluginId: string; docsSidebars: Record<string, unknown>}};
  const evaluate = (code: string): VersionModule => {
    const module = {exports: {} as unknown};
    new Function('require', 'module', code)(require, module);
    return module.exports as VersionModule;
  };

  test('the version data gives the theme the store\'s sidebars, which each sidebar module fills in as the server has them', () => {
    const version = 'test/version-a.json';
    const data = evaluate(clientVersionData(source, '', version));
    expect(data.version.pluginId).toBe('default');
    expect(data.version.docsSidebars).toBe(sidebarsOf(version));
    expect(data.version.docsSidebars).toEqual({});
    evaluate(clientVersionData(source, '?sidebar=docs', version));
    const serverData = JSON.parse(source);
    expect(data.version.docsSidebars).toEqual({docs: serverData.version.docsSidebars.docs});
    evaluate(clientVersionData(source, '?sidebar=api', version));
    expect(data.version.docsSidebars).toEqual(serverData.version.docsSidebars);
    // Another version has sidebars of its own.
    expect(sidebarsOf('test/version-b.json')).toEqual({});
  });

  test('other prop modules are left as written; an unknown sidebar stops the build', () => {
    const tags = JSON.stringify({tags: [{label: 'etl', permalink: '/tags/etl'}]});
    expect(evaluate(clientVersionData(tags, '', 'p/tags.json'))).toEqual(JSON.parse(tags));
    expect(() => clientVersionData(source, '?sidebar=nope', 'p/v.json')).toThrow(/no sidebar named nope/);
    expect(() => clientVersionData(tags, '?sidebar=docs', 'p/tags.json')).toThrow(/holds no sidebars/);
  });
});

type Doc = {id: string; path: string; unlisted?: true; sidebar?: string};
const docList = require('../../src/plugins/first-load-data/doc-list.cjs') as {
  encode: (docs: Doc[], versionPath: string) => object | null;
  decode: (coded: object, versionPath: string) => Doc[];
};
const {compactGlobalData} = require('../../src/plugins/first-load-data/compact-global-data.cjs') as {compactGlobalData: (source: string) => string};

/** Runs the loader's output as the bundle would, with `require` resolving the codec. */
function evaluateModule(code: string): unknown {
  const module = {exports: {} as unknown};
  new Function('require', 'module', code)(require, module);
  return module.exports;
}

describe('the docs list of the global data', () => {
  const docs: Doc[] = [
    {id: 'about/changelog', path: '/about/changelog', sidebar: 'docs'},
    {id: 'api/index', path: '/api/', sidebar: 'api'},
    {id: 'api/python-api/assets', path: '/api/python-api/assets', sidebar: 'api'},
    {id: 'api/python-api/asset-checks', path: '/api/python-api/asset-checks', sidebar: 'api'},
    {id: 'guides/unlisted', path: '/guides/unlisted', unlisted: true},
    {id: 'guides/no-sidebar', path: '/guides/no-sidebar'},
    {id: 'intro', path: '/', sidebar: 'docs'},
    {id: 'labs/renamed', path: '/labs/another-slug', sidebar: 'docs'},
    {id: '2024/10-digits-first', path: '/2024/10-digits-first', sidebar: 'docs'},
  ];

  test('decodes to the same list, in the same order, at any version path', () => {
    for (const versionPath of ['/', '/docs', '/docs/next/']) {
      const atPath = docs.map((doc) => ({...doc, path: doc.path.replace(/^\//, versionPath.replace(/\/?$/, '/'))}));
      const coded = docList.encode(atPath, versionPath);
      expect(coded).not.toBeNull();
      expect(docList.decode(coded!, versionPath)).toEqual(atPath);
    }
  });

  test('keeps only the paths the default slug does not give, and front-codes the ids', () => {
    expect(docList.encode(docs, '/')).toEqual({
      sidebars: ['docs', 'api', ''],
      ids: ['00about/changelog,00intro,00labs/renamed,002024/10-digits-first', '00api/index,04python-api/assets,0k-checks', '00guides/unlisted,07no-sidebar'],
      order: '011122000',
      paths: {intro: '/', 'labs/renamed': '/labs/another-slug'},
      unlisted: ['guides/unlisted'],
    });
  });

  test('a list the format cannot hold exactly is left for the caller to keep as written', () => {
    expect(docList.encode([{id: 'a,b', path: '/a,b'}], '/')).toBeNull();
    expect(docList.encode([{id: 'a', path: '/a', sidebar: ''}], '/')).toBeNull();
    expect(docList.encode([{id: 'a', path: '/a', title: 'A'} as Doc], '/')).toBeNull();
    expect(docList.encode([{id: 'a', path: '/a', unlisted: false} as unknown as Doc], '/')).toBeNull();
  });

  test('the loader writes the list coded and its module rebuilds the same global data', () => {
    const written = JSON.stringify(
      {
        'docusaurus-plugin-content-docs': {default: {path: '/', versions: [{name: 'current', path: '/', docs}], breadcrumbs: true}},
        'example-zips': {default: {zips: ['/downloads/etl.zip']}},
      },
      null,
      2,
    );
    const code = compactGlobalData(written);
    expect(evaluateModule(code)).toEqual(JSON.parse(written));
    // No doc is written out as an object any more.
    expect(code).not.toContain('\\"id\\":');
  });
});

describe('the tslib helper of the browser bundle', () => {
  const helper = require(`../../src/plugins/first-load-data/${TSLIB_HELPER}`) as Record<string, (mod: unknown) => unknown>;
  const tslib = require('tslib') as Record<string, (mod: unknown) => unknown>;

  test('@docusaurus/utils-common calls no tslib helper but the ones it provides', () => {
    const lib = path.dirname(require.resolve('@docusaurus/utils-common'));
    const used = new Set<string>();
    for (const file of fs.readdirSync(lib).filter((name) => name.endsWith('.js'))) {
      const source = fs.readFileSync(path.join(lib, file), 'utf8');
      for (const match of source.matchAll(/tslib_1\.(\w+)/g)) used.add(match[1]!);
    }
    expect([...used]).toContain('__importDefault');
    for (const name of used) expect(helper[name], name).toBeTypeOf('function');
  });

  test('__importDefault answers as tslib does, for CommonJS and ES modules', () => {
    const commonJs = {value: 1};
    const esModule = {__esModule: true, default: 2};
    for (const mod of [commonJs, esModule, undefined]) expect(helper.__importDefault!(mod)).toEqual(tslib.__importDefault!(mod));
    expect(helper.__importDefault!(esModule)).toBe(esModule);
  });
});

describe('the browser site configuration', () => {
  const {clientSiteConfig, BUILD_ONLY_KEYS} = require('../../src/plugins/first-load-data/client-site-config.cjs') as {
    clientSiteConfig: (source: string) => string;
    BUILD_ONLY_KEYS: string[];
  };
  const generated = (config: object) => `/*\n * AUTOGENERATED - DON'T EDIT\n */\nexport default ${JSON.stringify(config, null, 2)};\n`;
  const evaluate = (module: string) => JSON.parse(module.replace(/^export default /, '').trim().replace(/;$/, '')) as Record<string, unknown>;

  test('drops the template, presets, plugins and themes, and keeps every other key as written', () => {
    const kept = {title: 'Dagster Docs', baseUrl: '/', future: {experimental_router: 'browser'}, themeConfig: {navbar: {items: [{label: 'Docs'}]}}, customFields: {a: 1}};
    const module = clientSiteConfig(generated({...kept, ssrTemplate: '<html>', presets: [['classic', {}]], plugins: ['x'], themes: ['y']}));
    expect(module.startsWith('export default ')).toBe(true);
    expect(evaluate(module)).toEqual(kept);
    expect(BUILD_ONLY_KEYS).toEqual(['ssrTemplate', 'presets', 'plugins', 'themes']);
  });

  test('a module without a default export stops the build with a message', () => {
    expect(() => clientSiteConfig('export const config = {};')).toThrow(/expected: a default export/);
  });
});

describe('compactChunkHashMap', () => {
  const {compactChunkHashMap} = require('../../src/plugins/first-load-data/chunk-hash-map.cjs') as {compactChunkHashMap: (runtime: string) => string};
  /** A runtime shaped as Rspack minifies it, whose `u` names chunk files from a map literal. */
  const runtime = (map: string) => `(()=>{"use strict";var e,o={};o.u=function(e){return"assets/js/"+e+"."+(${map})[e]+".js"},self.u=o.u})();`;
  const fileNames = (source: string, ids: number[]) => {
    const scope = {} as {u?: (id: number) => string};
    new Function('self', source)(scope);
    return ids.map((id) => scope.u!(id));
  };

  test('names every chunk file as before, ids written by the minifier as 17e3 included, and decodes the map once', () => {
    const map = '{10252:"935ef30a",1109:"2def09a7",17e3:"6c52a0fd",9:"0123abcd",99999:"ffffffff"}';
    const ids = [10252, 1109, 17000, 9, 99999];
    const compact = compactChunkHashMap(runtime(map));
    expect(fileNames(compact, ids)).toEqual(fileNames(runtime(map), ids));
    expect(fileNames(compact, ids)[2]).toBe('assets/js/17000.6c52a0fd.js');
    expect(compact).not.toContain('17e3:');
    expect(compact.match(/__chunkHashes=/g)).toHaveLength(1);
  });

  test('is smaller once gzipped, with the hundreds of chunks of a build', async () => {
    const {gzipSync} = await import('node:zlib');
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const ids = [...new Set(Array.from({length: 700}, () => Math.floor(random() * 100_000)))];
    const map = `{${ids.map((id) => `${id}:"${Math.floor(random() * 2 ** 32).toString(16).padStart(8, '0')}"`).join(',')}}`;
    const compact = compactChunkHashMap(runtime(map));
    expect(fileNames(compact, ids)).toEqual(fileNames(runtime(map), ids));
    expect(gzipSync(compact).length).toBeLessThan(gzipSync(runtime(map)).length * 0.85);
  });

  test('refuses a runtime it does not recognise instead of emitting a broken one', () => {
    expect(() => compactChunkHashMap('(()=>{"use strict";var o={};})();')).toThrow(/expected: 1 chunk hash map[^]*found: {4}0/);
    expect(() => compactChunkHashMap('(function(){var m={1:"0123abcd"}})()')).toThrow(/expected: a runtime starting/);
  });
});

describe('an input of another shape stops the build, named, instead of passing through', () => {
  const {clientRegistry} = require('../../src/plugins/first-load-data/client-registry.cjs') as {clientRegistry: (source: string, chunkNames: object) => string};
  const {clientRouteData} = require('../../src/plugins/first-load-data/client-route-data.cjs') as {
    clientRouteData: (chunkNames: string, routes: string, registry: string, readGenerated: (file: string) => string, generatedDir: string) => string;
  };
  const {versionDataOf} = require('../../src/plugins/first-load-data/client-version-data.cjs') as {versionDataOf: (source: string, file?: string) => unknown};
  const {clientSiteConfig} = require('../../src/plugins/first-load-data/client-site-config.cjs') as {clientSiteConfig: (source: string) => string};

  test('a registry whose chunk-name comment changed: no entry would be renamed', () => {
    const changed = registrySource.replace(/webpackChunkName: "(\w+)"/g, 'webpackChunkName: "chunk-$1"');
    expect(() => clientRegistry(changed, {})).toThrow(/browser registry[^]*expected: 2 entries whose key names their chunk[^]*found: {4}0[^]*@docusaurus\/core \d+\.\d+\.\d+ is installed/);
  });

  test('a registry whose entries lost their module path and weak id', () => {
    const changed = registrySource.replace(/, "[^"]+", require\.resolveWeak\("[^"]+"\)\]/g, ']');
    expect(() => clientRegistry(changed, {})).toThrow(/expected: 2 entries ending with their module path/);
  });

  test('routes whose sidebar attribute moved: no route would load its sidebar', () => {
    const versionFile = 'docusaurus-plugin-content-docs/default/p/index-466.json';
    const registry = ['export default {', registryEntry('17896441', '@theme/DocItem'), registryEntry('22dd74f7', `@generated/${versionFile}`), registryEntry('00d33b83', '@site/docs/intro.mdx'), '};'].join('\n');
    const version = JSON.stringify({version: {pluginId: 'default', docs: {}, docsSidebars: {docs: [link('Intro', '/intro')]}}});
    const chunkNames = JSON.stringify({'/-1': {__comp: '17896441', __props: '22dd74f7'}, '/intro-2': {__comp: '17896441', content: '00d33b83'}});
    const routes = (attribute: string) =>
      `export default [{path: '/', component: ComponentCreator('/', '1'), routes: [{path: '/intro', component: ComponentCreator('/intro', '2'), exact: true, ${attribute}}]}];`;
    expect(() => clientRouteData(chunkNames, routes("sidebar: 'docs'"), registry, () => version, '/g')).not.toThrow();
    expect(() => clientRouteData(chunkNames, routes("metadata: {sidebar: 'docs'}"), registry, () => version, '/g')).toThrow(
      /expected: every sidebar of the version data named by a route's `sidebar` attribute\n {2}found: {4}no route names 22dd74f7\/docs/,
    );
    // Chunk names the registry does not hold would keep their long names, and miss their shard.
    const unknown = JSON.stringify({'/-1': {__comp: '17896441', __props: '22dd74f7'}, '/intro-2': {__comp: '17896441', content: 'ffffffff'}});
    expect(() => clientRouteData(unknown, routes("sidebar: 'docs'"), registry, () => version, '/g')).toThrow(/found: {4}1 that are not: ffffffff/);
  });

  test('docs global data with a field the compact list does not know (it would stay uncompacted, +2.7 KB)', () => {
    const data = (doc: object) => JSON.stringify({'docusaurus-plugin-content-docs': {default: {versions: [{name: 'current', path: '/', docs: [doc]}]}}});
    expect(() => compactGlobalData(data({id: 'a', path: '/a', sidebar: 'docs'}))).not.toThrow();
    expect(() => compactGlobalData(data({id: 'a', path: '/a', sidebar: 'docs', title: 'A'}))).toThrow(/fields the compact list holds \(id, path, unlisted, sidebar\)\n {2}found: {4}also title/);
    expect(() => compactGlobalData(JSON.stringify({'docusaurus-plugin-content-docs': {default: {versions: [{path: '/', docsList: []}]}}}))).toThrow(/a list of docs/);
    expect(() => compactGlobalData(JSON.stringify({'another-plugin': {}}))).toThrow(/the docs plugin's data under "docusaurus-plugin-content-docs"/);
  });

  test('docs version data whose sidebars moved, or that still holds the doc map (the docs plugin listed without its wrapper)', () => {
    const moved = JSON.stringify({version: {pluginId: 'default', version: 'current', sidebars: {}, docs: {}}});
    expect(() => versionDataOf(moved, 'p/index.json')).toThrow(/docs version data: p\/index\.json[^]*expected: version\.docsSidebars/);
    const unslimmed = JSON.stringify({version: {pluginId: 'default', version: 'current', docsSidebars: {}, docs: {intro: {id: 'intro', title: 'Intro'}}}});
    expect(() => versionDataOf(unslimmed, 'p/index.json')).toThrow(/expected: version\.docs empty, as src\/plugins\/slim-docs leaves it[^]*found: {4}1 docs/);
    expect(versionDataOf(JSON.stringify({tags: []}))).toBeNull();
  });

  test('a site configuration without the build-only keys core writes', () => {
    expect(() => clientSiteConfig('export default {"title": "x", "plugins": []};')).toThrow(/expected: the build-only keys presets, plugins, themes\n {2}found: {4}no presets, themes/);
  });
});
