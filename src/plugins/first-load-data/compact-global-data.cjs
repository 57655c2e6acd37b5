// @ts-check
/**
 * Rewrites `.docusaurus/globalData.json` for the browser bundle: each docs
 * version's list of docs goes in the compact form of ./doc-list.cjs and is
 * rebuilt when the bundle starts, so the theme reads the same data. Everything
 * else in the global data is left as written. Plain CommonJS: Rspack requires
 * loaders as they are.
 */
const path = require('node:path');
const {encode, FIELDS} = require('./doc-list.cjs');
const {expectThat} = require('../build-guard.cjs');

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/**
 * @param {string} source JSON text of the global data
 * @returns {string} a CommonJS module that exports the same data
 */
function compactGlobalData(source) {
  const about = {rewrite: 'first-load-data: docs list of the global data', file: 'globalData.json'};
  const data = JSON.parse(source);
  /** @type {Array<[instance: string, version: number]>} */
  const coded = [];
  const instances = Object.entries(data[DOCS_PLUGIN] ?? {});
  expectThat(instances.length > 0, {...about, expected: `the docs plugin's data under "${DOCS_PLUGIN}"`, found: `keys ${Object.keys(data).join(', ')}`});
  for (const [instance, pluginData] of instances) {
    const versions = /** @type {{versions?: unknown}} */ (pluginData).versions;
    expectThat(Array.isArray(versions) && versions.length > 0, {...about, expected: `${instance}: a list of versions`, found: JSON.stringify(versions)?.slice(0, 80) ?? 'none'});
    /** @type {Array<{name?: string, path: string, docs: unknown}>} */ (versions).forEach((version, index) => {
      const where = `${instance}, version ${version.name ?? index}`;
      expectThat(Array.isArray(version.docs) && version.docs.length > 0, {...about, expected: `${where}: a list of docs`, found: JSON.stringify(version.docs)?.slice(0, 80) ?? 'none'});
      const fields = new Set(/** @type {object[]} */ (version.docs).flatMap((doc) => Object.keys(doc)));
      const unknown = [...fields].filter((field) => !FIELDS.includes(field));
      expectThat(unknown.length === 0, {...about, expected: `${where}: docs of the fields the compact list holds (${FIELDS.join(', ')})`, found: `also ${unknown.join(', ')}`});
      const compact = encode(/** @type {any} */ (version.docs), version.path);
      expectThat(compact !== null, {...about, expected: `${where}: docs the compact list can hold exactly`, found: 'an id holding a comma, an empty sidebar name, unlisted: false or more than 36 sidebars'});
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
