// @ts-check
/**
 * Loader for `.docusaurus/routesChunkNames.json` in the browser bundle. It
 * reads the route table (`routes.js`) and the registry beside it and writes
 * a module that rebuilds both the routes' chunk names (its default export,
 * what core reads) and the route list (`routeTree`, what ./client-routes.cjs
 * builds the route table from), from the one compact list of
 * ./route-table.cjs. The chunk names take the registry's short names (see
 * ./chunk-keys.cjs). Plain CommonJS: Rspack requires loaders as they are.
 */
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const {shortChunkNames, renameChunkNames} = require('./chunk-keys.cjs');
const {encode} = require('./route-table.cjs');

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

/**
 * @param {string} chunkNamesSource JSON text of the routes' chunk names
 * @param {string} routesSource the generated routes.js
 * @param {string} registrySource the generated registry.js
 * @returns {string} an ES module
 */
function clientRouteData(chunkNamesSource, routesSource, registrySource) {
  const chunkNames = renameChunkNames(JSON.parse(chunkNamesSource), shortChunkNames(registrySource));
  const coded = encode(parseRoutes(routesSource), /** @type {any} */ (chunkNames));
  return [
    `import {decode} from ${JSON.stringify(path.join(__dirname, 'route-table.cjs'))};`,
    `const table = decode(JSON.parse(${JSON.stringify(JSON.stringify(coded))}));`,
    'export const routeTree = table.routes;',
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
  const sibling = (/** @type {string} */ name) => {
    const file = path.join(path.dirname(this.resourcePath), name);
    this.addDependency(file);
    return fs.readFileSync(file, 'utf8');
  };
  return clientRouteData(source, sibling('routes.js'), sibling('registry.js'));
}

module.exports = loader;
module.exports.clientRouteData = clientRouteData;
module.exports.parseRoutes = parseRoutes;
