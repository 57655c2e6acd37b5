// @ts-check
/**
 * Loader for `.docusaurus/routes.js` in the browser bundle: the route list
 * comes from the compact table the routes' chunk-name module rebuilds (see
 * ./client-route-data.cjs), and each route gets its component here, as core's
 * file gives it, from `ComponentCreator(path, hash)`; a doc page's component
 * also loads its sidebar when it is preloaded (./client-version-data.cjs).
 * The written list is not read: the chunk-name loader parses it. Plain CommonJS: Rspack requires
 * loaders as they are.
 */

const CLIENT_ROUTES = [
  "import ComponentCreator from '@docusaurus/ComponentCreator';",
  "import chunkNames, {routeTree, sidebarLoaders} from './routesChunkNames.json';",
  '',
  '// A doc page renders its sidebar, which comes as a module of its own: the',
  '// route preloads it beside its own code. `versionData` is the chunk name of',
  '// the nearest version data (the `__props` of a route above or at this one',
  '// that holds sidebars: a generated index page has props of its own).',
  "var versionDataNames = new Set(Object.keys(sidebarLoaders).map(function (key) { return key.slice(0, key.indexOf('/')); }));",
  'function withSidebar(component, loadSidebar) {',
  '  const preload = component.preload;',
  '  component.preload = () => Promise.all([preload(), loadSidebar()]);',
  '  return component;',
  '}',
  '',
  'function build(routes, versionData) {',
  '  return routes.map(({hash, routes: children, ...route}) => {',
  '    const props = hash === undefined ? undefined : chunkNames[`${route.path}-${hash}`]?.__props;',
  '    const data = props !== undefined && versionDataNames.has(props) ? props : versionData;',
  '    const component = ComponentCreator(route.path, hash);',
  '    const loadSidebar = route.sidebar === undefined ? undefined : sidebarLoaders[`${data}/${route.sidebar}`];',
  '    route.component = loadSidebar ? withSidebar(component, loadSidebar) : component;',
  '    if (children) route.routes = build(children, data);',
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
