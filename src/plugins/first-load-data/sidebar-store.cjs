// @ts-check
/**
 * Where the browser keeps the sidebars of each docs version once loaded (see
 * ./client-version-data.cjs). The version data module hands the theme this
 * object as its `docsSidebars`, and each sidebar's module, loaded with the
 * first page of that sidebar, adds itself to it. Plain CommonJS: the bundle
 * requires it at run time.
 */

/** @type {Record<string, Record<string, unknown>>} */
const versions = {};

/**
 * @param {string} version the version data module it belongs to
 * @returns {Record<string, unknown>} that version's sidebars by name, as loaded so far
 */
function sidebarsOf(version) {
  return (versions[version] ??= {});
}

module.exports = {sidebarsOf};
