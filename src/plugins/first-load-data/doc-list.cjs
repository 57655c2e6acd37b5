// @ts-check
/**
 * The docs plugin's global data lists every doc of a version as
 * `{id, path, sidebar}`, and every page's main bundle carries it: the theme
 * reads it to mark the navbar item of the reader's sidebar and to resolve
 * navbar links to docs. Written as JSON that is ~70 KB raw / 6.6 KB gzip here.
 *
 * `encode` writes the same list grouped by sidebar, each id front-coded against
 * the one before it (./front-code.cjs), with the path left out wherever the
 * docs plugin's default slug gives it and unlisted docs named once. `decode` rebuilds the list exactly, in the
 * original order. Plain CommonJS: the loader requires it at build time and the
 * bundle at run time.
 */

/**
 * @typedef {{id: string, path: string, unlisted?: true, sidebar?: string}} Doc
 * @typedef {{sidebars: string[], ids: string[], order: string, paths: Record<string, string>, unlisted: string[]}} CodedDocs
 */

const {SEPARATOR, frontCode, frontDecode} = require('./front-code.cjs');

/** What the docs plugin 3.7 writes for a doc; anything else keeps the list as written. */
const FIELDS = ['id', 'path', 'unlisted', 'sidebar'];

/** The path the docs plugin gives a doc whose slug is not set: `a/index` → `a/`. */
function defaultPath(/** @type {string} */ versionPath, /** @type {string} */ id) {
  const slug = id === 'index' ? '' : id.replace(/\/index$/, '/');
  return versionPath.replace(/\/?$/, '/') + slug;
}

/**
 * @param {Doc[]} docs
 * @param {string} versionPath
 * @returns {CodedDocs | null} null when a doc cannot be written this way (an
 * id holding the separator, an empty sidebar name, or a field the format does
 * not know): the caller then keeps the list as it is.
 */
function encode(docs, versionPath) {
  /** @type {Map<string, string[]>} */
  const bySidebar = new Map();
  /** @type {Record<string, string>} */
  const paths = {};
  /** @type {string[]} */
  const unlisted = [];
  for (const doc of docs) {
    const known = Object.keys(doc).every((key) => FIELDS.includes(key)) && (doc.unlisted === undefined || doc.unlisted === true);
    const sidebarOk = doc.sidebar === undefined || (typeof doc.sidebar === 'string' && doc.sidebar !== '');
    if (!known || !sidebarOk || typeof doc.id !== 'string' || doc.id.includes(SEPARATOR)) return null;
    const sidebar = doc.sidebar ?? '';
    const list = bySidebar.get(sidebar) ?? [];
    list.push(doc.id);
    bySidebar.set(sidebar, list);
    if (doc.path !== defaultPath(versionPath, doc.id)) paths[doc.id] = doc.path;
    if (doc.unlisted) unlisted.push(doc.id);
  }
  // The original order, as the sidebar of each position (one base-36 digit):
  // theme code takes the first match when it searches the list.
  const sidebars = [...bySidebar.keys()];
  if (sidebars.length > 36) return null;
  return {
    sidebars,
    ids: sidebars.map((name) => frontCode(bySidebar.get(name) ?? [])),
    order: docs.map((doc) => sidebars.indexOf(doc.sidebar ?? '').toString(36)).join(''),
    paths,
    unlisted,
  };
}

/**
 * @param {CodedDocs} coded
 * @param {string} versionPath
 * @returns {Doc[]}
 */
function decode(coded, versionPath) {
  const {sidebars} = coded;
  const unlisted = new Set(coded.unlisted);
  const lists = coded.ids.map(frontDecode);
  const next = sidebars.map(() => 0);
  return Array.from(coded.order, (digit) => {
    const index = parseInt(digit, 36);
    const position = next[index] ?? 0;
    next[index] = position + 1;
    const id = lists[index]?.[position] ?? '';
    const sidebar = sidebars[index];
    /** @type {Doc} */
    const doc = {id, path: coded.paths[id] ?? defaultPath(versionPath, id)};
    if (unlisted.has(id)) doc.unlisted = true;
    if (sidebar) doc.sidebar = sidebar;
    return doc;
  });
}

module.exports = {FIELDS, encode, decode};
