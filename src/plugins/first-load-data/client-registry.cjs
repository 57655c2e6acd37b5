// @ts-check
/**
 * The route registry (`.docusaurus/registry.js`) is part of every page's main
 * bundle. In the browser bundle:
 * - each entry keeps its loader only. The module source path and the module's
 *   weak id after it serve the server (react-loadable's `modules` option, to
 *   know which chunks a page used) and react-loadable's `preloadReady`, which
 *   the browser never calls (the paths were ~6 KB gzip, the weak ids ~2 KB);
 * - each key and chunk name gets the short form of ./chunk-keys.cjs.
 * Plain CommonJS: Rspack requires loaders as they are.
 */
const {shortChunkNames, renameRegistry} = require('./chunk-keys.cjs');

/** `[loader, "<module path>", require.resolveWeak("<module path>")]` in the generated registry. */
const MODULE_PATH = /, "[^"\n]+", require\.resolveWeak\("[^"\n]+"\)\]/g;

/** @param {string} source @returns {string} */
function loadersOnly(source) {
  return source.replace(MODULE_PATH, ']');
}

/** @param {string} source @returns {string} */
function clientRegistry(source) {
  return renameRegistry(loadersOnly(source), shortChunkNames(source));
}

// The loader is the transform itself (Rspack passes the module's source).
module.exports = clientRegistry;
module.exports.loadersOnly = loadersOnly;
module.exports.clientRegistry = clientRegistry;
