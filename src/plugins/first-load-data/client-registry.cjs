// @ts-check
/**
 * The route registry (`.docusaurus/registry.js`) is part of every page's main
 * bundle. Each entry carries its module's source path ("@site/docs/….mdx") for
 * react-loadable's `modules` option, which only the server reads (to know which
 * chunks a page used). In the browser bundle the paths are blanked: ~33 KB raw,
 * 6 KB gzip less on every first visit. Plain CommonJS: Rspack requires loaders
 * as they are.
 */

/** `[loader, "<module path>", require.resolveWeak("<module path>")]` in the generated registry. */
const MODULE_PATH = /, "[^"\n]+", require\.resolveWeak\(/g;

/** @param {string} source @returns {string} */
function blankModulePaths(source) {
  return source.replace(MODULE_PATH, ', "", require.resolveWeak(');
}

// The loader is the transform itself (Rspack passes the module's source).
module.exports = blankModulePaths;
module.exports.blankModulePaths = blankModulePaths;
