// @ts-check
/**
 * Trims the docs plugin's version data, the one JSON module every doc page
 * loads before it renders (`version` prop of the version route). As written by
 * @docusaurus/plugin-content-docs 3.7 it holds every sidebar and a map of every
 * doc with its description, ~250 KB raw / ~43 KB gzip. In the browser the map
 * serves only the theme's DocCard (this site renders none) and sidebar items'
 * `docId` serves only DocCard too, so both go; `unlisted: false` is the
 * default. SectionIndex gets the descriptions it shows from its own module
 * (see ./index.ts). Plain CommonJS: Rspack requires loaders as they are.
 */

const {expectThat} = require('../build-guard.cjs');

/** @param {unknown} value @returns {value is Record<string, any>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** @param {unknown} item @returns {unknown} */
function trimSidebarItem(item) {
  if (typeof item !== 'object' || item === null) return item;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- docId is taken out, not used
  const {docId, unlisted, items, ...rest} = /** @type {Record<string, unknown>} */ (item);
  return {
    ...rest,
    ...(unlisted === true ? {unlisted} : {}),
    ...(Array.isArray(items) ? {items: items.map(trimSidebarItem)} : {}),
  };
}

/**
 * @param {string} source JSON text of a docs route prop module
 * @param {string} [file] the module, for messages
 * @returns {{data: any, version: {docsSidebars: Record<string, unknown>, docs: object}} | null} the
 * module's data trimmed, and its version, when it is the version data; null otherwise
 */
function trimmedVersionData(source, file = 'a docs route prop module') {
  const data = JSON.parse(source);
  // The version data is the `version` prop of a docs version route: it names its plugin instance.
  const version = isObject(data) && isObject(data.version) && typeof data.version.pluginId === 'string' ? data.version : null;
  if (!version) return null;
  const about = {rewrite: 'first-load-data: docs version data', file};
  expectThat(isObject(version.docsSidebars), {...about, expected: 'version.docsSidebars: the sidebars by name', found: `version keys ${Object.keys(version).join(', ')}`});
  expectThat(isObject(version.docs), {...about, expected: 'version.docs: every doc by id', found: `version keys ${Object.keys(version).join(', ')}`});
  const lists = Object.entries(version.docsSidebars).filter(([, items]) => !Array.isArray(items));
  expectThat(lists.length === 0, {...about, expected: 'each sidebar a list of items', found: `not a list: ${lists.map(([name]) => name).join(', ')}`});
  version.docs = {};
  version.docsSidebars = Object.fromEntries(
    Object.entries(version.docsSidebars).map(([name, items]) => [name, /** @type {unknown[]} */ (items).map(trimSidebarItem)]),
  );
  return {data, version: /** @type {{docsSidebars: Record<string, unknown>, docs: object}} */ (version)};
}

/**
 * @param {string} source JSON text of a docs route prop module
 * @this {{resourcePath?: string} | undefined} the loader's context, when run as the loader
 * @returns {string} the same module, trimmed when it is the version data
 */
function trimVersionData(source) {
  const trimmed = trimmedVersionData(source, this?.resourcePath);
  return trimmed ? JSON.stringify(trimmed.data) : source;
}

// The loader is the transform itself (Rspack passes the module's source).
module.exports = trimVersionData;
module.exports.trimVersionData = trimVersionData;
module.exports.trimmedVersionData = trimmedVersionData;
