// @ts-check
/**
 * The route registry and the routes' chunk-name table key every route module
 * by a chunk name that is an 8-digit hash ("00d33b83"), and the runtime maps
 * each name to its chunk id for prefetching. Hashes do not compress: in the
 * browser bundle those three tables cost ~6 KB gzip of main and runtime.
 * Here every registry key becomes a short name ("r0", "r1", … in the
 * registry's own order), and the chunk is named after it. Both generated
 * files are rewritten from the same list, read from the registry, so they
 * always agree. The letter keeps names apart from numeric chunk ids. Plain
 * CommonJS: Rspack requires loaders as they are.
 */

/** A registry entry as @docusaurus/core 3.7 writes it: the key, then the import named after it. */
const ENTRY = /^(\s*)"([^"\n]+)": \[\(\) => import\(\/\* webpackChunkName: "\2" \*\//gm;

/**
 * @param {string} registrySource the generated `registry.js`
 * @returns {Map<string, string>} each registry key → its short name
 */
function shortChunkNames(registrySource) {
  const names = new Map();
  for (const match of registrySource.matchAll(ENTRY)) {
    const key = /** @type {string} */ (match[2]);
    if (!names.has(key)) names.set(key, `r${names.size.toString(36)}`);
  }
  return names;
}

/**
 * @param {string} registrySource
 * @param {Map<string, string>} names
 * @returns {string} the registry with each key, and the chunk named after it, shortened
 */
function renameRegistry(registrySource, names) {
  return registrySource.replace(ENTRY, (whole, indent, key) => {
    const name = names.get(key);
    return name === undefined ? whole : `${indent}"${name}": [() => import(/* webpackChunkName: "${name}" */`;
  });
}

/**
 * @param {unknown} value a route's chunk names (strings, possibly nested in objects and arrays)
 * @param {Map<string, string>} names
 * @returns {unknown}
 */
function renameChunkNames(value, names) {
  if (typeof value === 'string') return names.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => renameChunkNames(item, names));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renameChunkNames(item, names)]));
  }
  return value;
}

module.exports = {shortChunkNames, renameRegistry, renameChunkNames};
