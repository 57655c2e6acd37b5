// @ts-check
/**
 * Rewrites `.docusaurus/globalData.json` for the browser bundle: each docs
 * version's list of docs goes in the compact form of ./doc-list.cjs and is
 * rebuilt when the bundle starts, so the theme reads the same data. Everything
 * else in the global data is left as written. Plain CommonJS: Rspack requires
 * loaders as they are.
 */
const path = require('node:path');
const {encode} = require('./doc-list.cjs');

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/**
 * @param {string} source JSON text of the global data
 * @returns {string} a CommonJS module that exports the same data
 */
function compactGlobalData(source) {
  const data = JSON.parse(source);
  /** @type {Array<[instance: string, version: number]>} */
  const coded = [];
  for (const [instance, pluginData] of Object.entries(data[DOCS_PLUGIN] ?? {})) {
    const versions = /** @type {{versions?: Array<{path: string, docs: unknown}>}} */ (pluginData).versions ?? [];
    versions.forEach((version, index) => {
      const compact = Array.isArray(version.docs) ? encode(version.docs, version.path) : null;
      if (!compact) return;
      version.docs = compact;
      coded.push([instance, index]);
    });
  }
  const codec = JSON.stringify(path.join(__dirname, 'doc-list.cjs'));
  return [
    `var decode = require(${codec}).decode;`,
    `var data = JSON.parse(${JSON.stringify(JSON.stringify(data))});`,
    `${JSON.stringify(coded)}.forEach(function (at) {`,
    `  var version = data[${JSON.stringify(DOCS_PLUGIN)}][at[0]].versions[at[1]];`,
    '  version.docs = decode(version.docs, version.path);',
    '});',
    'module.exports = data;',
    '',
  ].join('\n');
}

// The loader is the transform itself (Rspack passes the module's source).
module.exports = compactGlobalData;
module.exports.compactGlobalData = compactGlobalData;
