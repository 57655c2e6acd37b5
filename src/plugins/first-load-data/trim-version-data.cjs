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
 * @returns {{data: any, version: {docsSidebars: Record<string, unknown>, docs: object}} | null} the
 * module's data trimmed, and its version, when it is the version data; null otherwise
 */
function trimmedVersionData(source) {
  if (!source.includes('"docsSidebars"')) return null;
  const data = JSON.parse(source);
  const version = data.version ?? data;
  if (typeof version !== 'object' || version === null || typeof version.docsSidebars !== 'object') return null;
  version.docs = {};
  version.docsSidebars = Object.fromEntries(
    Object.entries(version.docsSidebars).map(([name, items]) => [name, Array.isArray(items) ? items.map(trimSidebarItem) : items]),
  );
  return {data, version};
}

/**
 * @param {string} source JSON text of a docs route prop module
 * @returns {string} the same module, trimmed when it is the version data
 */
function trimVersionData(source) {
  const trimmed = trimmedVersionData(source);
  return trimmed ? JSON.stringify(trimmed.data) : source;
}

// The loader is the transform itself (Rspack passes the module's source).
module.exports = trimVersionData;
module.exports.trimVersionData = trimVersionData;
module.exports.trimmedVersionData = trimmedVersionData;
