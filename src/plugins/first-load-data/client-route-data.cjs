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

/** @typedef {import('./route-table.cjs').ParsedRoute} ParsedRoute */

const EXPORT = 'export default ';

/**
 * The route list of a generated `routes.js`: core writes an array literal of
 * `{path, component: ComponentCreator(path, hash), …, routes?}`.
 * @param {string} source
 * @returns {ParsedRoute[]}
 */
function parseRoutes(source) {
  const start = source.indexOf(EXPORT);
  if (start < 0) throw new Error('first-load-data: the generated route table has no default export');
  const component = Symbol('component');
  /** @param {string} path @param {string} [hash] */
  const ComponentCreator = (path, hash) => ({[component]: true, path, hash});
  const written = vm.runInNewContext(`(${source.slice(start + EXPORT.length).trim().replace(/;$/, '')})`, {ComponentCreator});
  /** @param {any[]} routes @returns {ParsedRoute[]} */
  const read = (routes) =>
    routes.map(({path: routePath, component: created, routes: children, ...props}) => {
      if (!created?.[component] || created.path !== routePath) {
        throw new Error(`first-load-data: the route ${routePath} is not written as core 3.7 writes routes`);
      }
      return {path: routePath, hash: created.hash, props, ...(children ? {routes: read(children)} : {})};
    });
  return read(written);
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
  const written = JSON.parse(chunkNamesSource);
  const short = shortChunkNames(registrySource, written);
  const chunkNames = renameChunkNames(written, short);
  const coded = encode(parseRoutes(routesSource), /** @type {any} */ (chunkNames));
  const loaders = versionSidebars(written, registrySource, readGenerated).flatMap(([key, file, names]) =>
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
