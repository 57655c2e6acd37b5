// @ts-check
/**
 * Loader for `.docusaurus/routes.js` in the browser bundle: the route list
 * comes from the compact table the routes' chunk-name module rebuilds (see
 * ./client-route-data.cjs), and each route gets its component here, as core's
 * file gives it, from `ComponentCreator(path, hash)`. The written list is not
 * read: the chunk-name loader parses it. Plain CommonJS: Rspack requires
 * loaders as they are.
 */

const CLIENT_ROUTES = [
  "import ComponentCreator from '@docusaurus/ComponentCreator';",
  "import {routeTree} from './routesChunkNames.json';",
  '',
  'function build(routes) {',
  '  return routes.map(({hash, routes: children, ...route}) => {',
  '    route.component = ComponentCreator(route.path, hash);',
  '    if (children) route.routes = build(children);',
  '    return route;',
  '  });',
  '}',
  '',
  'export default build(routeTree);',
  '',
].join('\n');

/** @returns {string} */
function clientRoutes() {
  return CLIENT_ROUTES;
}

// The loader is the transform itself (Rspack passes the module's source).
module.exports = clientRoutes;
module.exports.clientRoutes = clientRoutes;
