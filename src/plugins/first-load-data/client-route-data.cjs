// @ts-check
/**
 * Loader for `.docusaurus/routesChunkNames.json` in the browser bundle. It
 * reads the route table (`routes.js`) and the registry beside it and writes
 * a module that rebuilds both the routes' chunk names (its default export,
 * what core reads) and the route list (`routeTree`, what ./client-routes.cjs
 * builds the route table from), from the one compact list of
 * ./route-table.cjs. The chunk names take the registry's short names (see
 * ./chunk-keys.cjs). It also names, for each docs version, a loader per
 * sidebar (`sidebarLoaders`, keyed by the short chunk name of the version
 * data and the sidebar's name), which the route table calls with the pages of
 * that sidebar (see ./client-version-data.cjs). Plain CommonJS: Rspack
 * requires loaders as they are.
 */
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const {shortChunkNames, renameChunkNames} = require('./chunk-keys.cjs');
const {encode} = require('./route-table.cjs');
const {sidebarNames} = require('./client-version-data.cjs');
const {BuildGuardError, expectThat, expectCount} = require('../build-guard.cjs');

/** @typedef {import('./route-table.cjs').ParsedRoute} ParsedRoute */

const EXPORT = 'export default ';

/**
 * The route list of a generated `routes.js`: core writes an array literal of
 * `{path, component: ComponentCreator(path, hash), …, routes?}`.
 * @param {string} source
 * @returns {ParsedRoute[]}
 */
function parseRoutes(source) {
  const about = {rewrite: 'first-load-data: browser route table', file: 'routes.js'};
  const start = source.indexOf(EXPORT);
  expectThat(start >= 0, {...about, expected: `a default export (${EXPORT}[…])`, found: 'none'});
  const component = Symbol('component');
  /** @param {string} path @param {string} [hash] */
  const ComponentCreator = (path, hash) => ({[component]: true, path, hash});
  const written = vm.runInNewContext(`(${source.slice(start + EXPORT.length).trim().replace(/;$/, '')})`, {ComponentCreator});
  expectThat(Array.isArray(written) && written.length > 0, {...about, expected: 'an array of routes', found: JSON.stringify(written)?.slice(0, 80) ?? 'nothing'});
  /** @param {any[]} routes @returns {ParsedRoute[]} */
  const read = (routes) =>
    routes.map(({path: routePath, component: created, routes: children, ...props}) => {
      expectThat(typeof routePath === 'string' && created?.[component] === true && created.path === routePath, {
        ...about,
        expected: 'every route written {path, component: ComponentCreator(path, hash), …}',
        found: `the route ${routePath} with component ${created?.[component] ? `ComponentCreator(${created.path})` : typeof created}`,
      });
      expectThat(children === undefined || Array.isArray(children), {...about, expected: 'child routes as an array', found: `${typeof children} at ${routePath}`});
      return {path: routePath, hash: created.hash, props, ...(children ? {routes: read(children)} : {})};
    });
  return read(written);
}

/** @param {ParsedRoute[]} routes @returns {number} every route, nested ones included */
function countRoutes(routes) {
  return routes.reduce((count, route) => count + 1 + countRoutes(route.routes ?? []), 0);
}

/**
 * The sidebars the routes name, as ./client-routes.cjs finds them in the
 * browser: `${chunk name of the nearest version data}/${route.sidebar}`. The
 * nearest version data is the nearest `__props` that is one: a generated
 * index page has props of its own.
 * @param {ParsedRoute[]} routes
 * @param {Record<string, any>} chunkNames the routes' chunk names, as written
 * @param {Set<string>} versionData the chunk names of the version data modules
 * @param {string} [nearest]
 * @returns {string[]}
 */
function sidebarsOfRoutes(routes, chunkNames, versionData, nearest) {
  return routes.flatMap((route) => {
    const props = route.hash === undefined ? undefined : chunkNames[`${route.path}-${route.hash}`]?.__props;
    const data = typeof props === 'string' && versionData.has(props) ? props : nearest;
    const own = typeof route.props.sidebar === 'string' ? [`${data}/${route.props.sidebar}`] : [];
    return [...own, ...sidebarsOfRoutes(route.routes ?? [], chunkNames, versionData, data)];
  });
}

/** @param {unknown} value a route's chunk names @returns {string[]} every name in it */
function chunkNamesIn(value) {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(chunkNamesIn);
  return [];
}

/** A registry entry as @docusaurus/core 3.7 writes it: the key and the module it imports. */
const REGISTRY_MODULE = /^\s*"([^"\n]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "([^"\n]+)"\)/gm;
const GENERATED_ALIAS = '@generated/';

/**
 * The sidebars of each docs version data module that some route loads as its
 * `__props`: `[chunk name, file, sidebar names]`.
 * @param {Record<string, any>} chunkNames the routes' chunk names, as written
 * @param {string} registrySource
 * @param {(generatedFile: string) => string} readGenerated reads a file of the generated folder
 * @returns {Array<[string, string, string[]]>}
 */
function versionSidebars(chunkNames, registrySource, readGenerated) {
  const modules = new Map([...registrySource.matchAll(REGISTRY_MODULE)].map((match) => [match[1], match[2]]));
  const propsKeys = new Set(Object.values(chunkNames).map((names) => names?.__props).filter((key) => typeof key === 'string'));
  return [...propsKeys].flatMap((key) => {
    const module = modules.get(key);
    if (!module?.startsWith(GENERATED_ALIAS)) return [];
    const file = module.slice(GENERATED_ALIAS.length);
    const names = sidebarNames(readGenerated(file));
    return names.length > 0 ? [/** @type {[string, string, string[]]} */ ([key, file, names])] : [];
  });
}

/**
 * @param {string} chunkNamesSource JSON text of the routes' chunk names
 * @param {string} routesSource the generated routes.js
 * @param {string} registrySource the generated registry.js
 * @param {(generatedFile: string) => string} readGenerated reads a file of the generated folder
 * @param {string} generatedDir where `import()` finds those files
 * @returns {string} an ES module
 */
function clientRouteData(chunkNamesSource, routesSource, registrySource, readGenerated, generatedDir) {
  const about = {rewrite: 'first-load-data: browser route table', file: 'routesChunkNames.json, routes.js'};
  const written = JSON.parse(chunkNamesSource);
  const short = shortChunkNames(registrySource, written);
  const unknownNames = Object.values(written).flatMap(chunkNamesIn).filter((name) => !short.has(name));
  expectThat(unknownNames.length === 0, {...about, expected: 'every chunk name of every route to be a registry key', found: `${unknownNames.length} that are not: ${unknownNames.slice(0, 5).join(', ')}`});
  const chunkNames = renameChunkNames(written, short);
  const routes = parseRoutes(routesSource);
  /** @type {import('./route-table.cjs').CodedRoutes} */
  let coded;
  try {
    coded = encode(routes, /** @type {any} */ (chunkNames));
  } catch (error) {
    throw new BuildGuardError({...about, expected: 'routes the compact table can hold', found: error instanceof Error ? error.message : String(error)});
  }
  expectCount(coded.rows.length, countRoutes(routes), {...about, what: 'routes coded (every route of routes.js, nested ones included)'});
  const sidebars = versionSidebars(written, registrySource, readGenerated);
  const offered = sidebars.flatMap(([key, , names]) => names.map((name) => `${key}/${name}`));
  const named = new Set(sidebarsOfRoutes(routes, written, new Set(sidebars.map(([key]) => key))));
  expectThat(offered.length > 0, {...about, expected: 'docs version data with sidebars (a route\'s __props module holding docsSidebars)', found: 'none'});
  const unused = offered.filter((key) => !named.has(key));
  expectThat(unused.length === 0, {...about, expected: 'every sidebar of the version data named by a route\'s `sidebar` attribute', found: `no route names ${unused.join(', ')}`});
  const missing = [...named].filter((key) => !offered.includes(key));
  expectThat(missing.length === 0, {...about, expected: 'every route\'s `sidebar` in its version data', found: `no sidebar for ${missing.join(', ')}`});
  const loaders = sidebars.flatMap(([key, file, names]) =>
    names.map((name) => {
      const request = `${path.join(generatedDir, file)}?sidebar=${encodeURIComponent(name)}`;
      return `  ${JSON.stringify(`${short.get(key) ?? key}/${name}`)}: () => import(${JSON.stringify(request)}),`;
    }),
  );
  return [
    `import {decode} from ${JSON.stringify(path.join(__dirname, 'route-table.cjs'))};`,
    `const table = decode(JSON.parse(${JSON.stringify(JSON.stringify(coded))}));`,
    'export const routeTree = table.routes;',
    `export const sidebarLoaders = {\n${loaders.join('\n')}\n};`,
    'export default table.chunkNames;',
    '',
  ].join('\n');
}

/**
 * @this {{resourcePath: string, addDependency: (file: string) => void}}
 * @param {string} source
 * @returns {string}
 */
function loader(source) {
  const generatedDir = path.dirname(this.resourcePath);
  const read = (/** @type {string} */ name) => {
    const file = path.join(generatedDir, name);
    this.addDependency(file);
    return fs.readFileSync(file, 'utf8');
  };
  return clientRouteData(source, read('routes.js'), read('registry.js'), read, generatedDir);
}

module.exports = loader;
module.exports.clientRouteData = clientRouteData;
module.exports.parseRoutes = parseRoutes;
module.exports.sidebarsOfRoutes = sidebarsOfRoutes;
