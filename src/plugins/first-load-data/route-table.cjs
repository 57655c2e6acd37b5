// @ts-check
/**
 * Every page's main bundle carries the site's route table twice over: the
 * route list of `.docusaurus/routes.js` (each path written twice, once for
 * the route and once for `ComponentCreator(path, hash)`) and the routes'
 * chunk names of `.docusaurus/routesChunkNames.json` (keyed by path and hash
 * again). For 539 routes that is ~15 KB gzip of main.
 *
 * `encode` writes both as one list in depth-first order: the paths
 * front-coded (./front-code.cjs) and, per route, its other properties
 * (`exact`, `sidebar`…) and the shape of its chunk names as indexes into
 * tables of the distinct ones, its number of child routes and its chunk
 * names. `decode` rebuilds the same routes and the same chunk names.
 *
 * The hash only pairs a route with its chunk names (core's ComponentCreator
 * and prefetch look names up by `${path}-${hash}`), so routes get a new one,
 * their position in base 36, which need not be stored. The server bundle
 * keeps core's files as written. Plain CommonJS: the loaders require it at
 * build time and the bundle at run time.
 */

const {SEPARATOR, frontCode, frontDecode} = require('./front-code.cjs');

/**
 * @typedef {{[key: string]: string | ChunkNames}} ChunkNames
 * @typedef {{path: string, hash?: string, props: Record<string, unknown>, routes?: ParsedRoute[]}} ParsedRoute
 * @typedef {{path: string, hash?: string, routes?: DecodedRoute[], [prop: string]: unknown}} DecodedRoute
 * @typedef {[props: number, shape: number, children: number, ...names: string[]]} Row
 * @typedef {{paths: string, props: Array<Record<string, unknown>>, shapes: string[][], rows: Row[]}} CodedRoutes
 */

/** @param {string} message @returns {never} */
function fail(message) {
  throw new Error(`first-load-data: cannot code the route table: ${message}`);
}

/**
 * The chunk names as key paths ("__context.plugin") and names, in order.
 * @param {ChunkNames} names
 * @param {string} [prefix]
 * @returns {Array<[string, string]>}
 */
function flatten(names, prefix = '') {
  if (Array.isArray(names)) fail('a route\'s chunk names hold a list');
  return Object.entries(names).flatMap(([key, value]) => {
    if (key.includes('.')) fail(`a chunk-name key holds a dot: ${key}`);
    return typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`);
  });
}

/**
 * @param {ParsedRoute[]} routes the route table, as parsed from routes.js
 * @param {Record<string, ChunkNames>} chunkNames by `${path}-${hash}`
 * @returns {CodedRoutes}
 */
function encode(routes, chunkNames) {
  /** @type {string[]} */
  const paths = [];
  /** @type {string[]} */
  const propsKeys = [];
  /** @type {string[]} */
  const shapeKeys = [];
  /** @type {Row[]} */
  const rows = [];
  /** @param {string[]} table @param {string} key */
  const indexIn = (table, key) => {
    if (!table.includes(key)) table.push(key);
    return table.indexOf(key);
  };
  /** @param {ParsedRoute[]} list */
  const visit = (list) => {
    for (const route of list) {
      if (route.path.includes(SEPARATOR)) fail(`a path holds "${SEPARATOR}": ${route.path}`);
      paths.push(route.path);
      const names = route.hash === undefined ? undefined : chunkNames[`${route.path}-${route.hash}`];
      if (route.hash !== undefined && names === undefined) fail(`no chunk names for ${route.path}-${route.hash}`);
      const flat = names ? flatten(names) : [];
      // -1: a route without a hash (core's "*" route), whose component loads no chunk names.
      const shape = names ? indexIn(shapeKeys, JSON.stringify(flat.map(([key]) => key))) : -1;
      rows.push([indexIn(propsKeys, JSON.stringify(route.props)), shape, route.routes?.length ?? 0, ...flat.map(([, name]) => name)]);
      visit(route.routes ?? []);
    }
  };
  visit(routes);
  return {
    paths: frontCode(paths),
    props: propsKeys.map((key) => JSON.parse(key)),
    shapes: shapeKeys.map((key) => JSON.parse(key)),
    rows,
  };
}

/**
 * @param {CodedRoutes} coded
 * @returns {{routes: DecodedRoute[], chunkNames: Record<string, ChunkNames>}}
 */
function decode(coded) {
  const paths = frontDecode(coded.paths);
  /** @type {Record<string, ChunkNames>} */
  const chunkNames = {};
  let position = 0;
  /** @param {number} count @returns {DecodedRoute[]} */
  const take = (count) => {
    /** @type {DecodedRoute[]} */
    const list = [];
    while (list.length < count && position < coded.rows.length) {
      const at = position++;
      const [props, shape, children, ...names] = /** @type {Row} */ (coded.rows[at]);
      /** @type {DecodedRoute} */
      const route = {...coded.props[props], path: /** @type {string} */ (paths[at])};
      const keys = coded.shapes[shape];
      if (keys) {
        route.hash = at.toString(36);
        /** @type {ChunkNames} */
        const routeNames = {};
        keys.forEach((keyPath, index) => {
          const parts = keyPath.split('.');
          let target = routeNames;
          for (const part of parts.slice(0, -1)) target = /** @type {ChunkNames} */ ((target[part] ??= {}));
          target[/** @type {string} */ (parts[parts.length - 1])] = /** @type {string} */ (names[index]);
        });
        chunkNames[`${route.path}-${route.hash}`] = routeNames;
      }
      if (children > 0) route.routes = take(children);
      list.push(route);
    }
    return list;
  };
  return {routes: take(Infinity), chunkNames};
}

module.exports = {encode, decode};
