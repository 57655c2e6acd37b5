// @ts-check
/**
 * The route registry (`.docusaurus/registry.js`) is part of every page's main
 * bundle. In the browser bundle:
 * - each entry's module source path ("@site/docs/….mdx"), which only the
 *   server reads (react-loadable's `modules` option, to know which chunks a
 *   page used), is blanked: ~33 KB raw, 6 KB gzip less on every first visit;
 * - each key and chunk name gets the short form of ./chunk-keys.cjs.
 * Plain CommonJS: Rspack requires loaders as they are.
 */
const {shortChunkNames, renameRegistry} = require('./chunk-keys.cjs');

/** `[loader, "<module path>", require.resolveWeak("<module path>")]` in the generated registry. */
const MODULE_PATH = /, "[^"\n]+", require\.resolveWeak\(/g;

/** @param {string} source @returns {string} */
function blankModulePaths(source) {
  return source.replace(MODULE_PATH, ', "", require.resolveWeak(');
}

/** @param {string} source @returns {string} */
function clientRegistry(source) {
  return renameRegistry(blankModulePaths(source), shortChunkNames(source));
}

// The loader is the transform itself (Rspack passes the module's source).
module.exports = clientRegistry;
module.exports.blankModulePaths = blankModulePaths;
module.exports.clientRegistry = clientRegistry;
