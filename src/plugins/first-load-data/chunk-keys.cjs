// @ts-check
/**
 * The route registry and the routes' chunk-name table key every route module
 * by a chunk name that is an 8-digit hash ("00d33b83"), and the runtime maps
 * each name to its chunk id for prefetching. Hashes do not compress: in the
 * browser bundle those three tables cost ~6 KB gzip of main and runtime.
 * Here every registry key becomes a short name: a letter for the registry
 * shard that holds it ("r" for main, see `shardsOf`), then a count in the
 * registry's own order ("r0", "r1", "a0"…), and the chunk is named after it.
 * Both generated files are rewritten from the same list, read from the
 * registry and the routes' chunk names, so they always agree. The letter also
 * keeps names apart from numeric chunk ids. Plain
 * CommonJS: Rspack requires loaders as they are.
 */

/** A registry entry as @docusaurus/core 3.7 writes it: the key, then the import named after it. */
const ENTRY = /^(\s*)"([^"\n]+)": \[\(\) => import\(\/\* webpackChunkName: "\2" \*\//gm;

/** The letter of the names the main bundle keeps; each shard of the registry has another. */
const MAIN_SHARD = 'r';
const SHARD_LETTERS = 'abcdefghijklmnopqstuvwxyz';
/** A section of fewer entries stays in main: a request of its own would cost more than its bytes. */
const MIN_SHARD_ENTRIES = 20;
/** A section of more entries is split by its second path segment. */
const MAX_SHARD_ENTRIES = 100;

/**
 * @param {unknown} value a route's chunk names
 * @returns {string[]} the names in it
 */
function namesIn(value) {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(namesIn);
  return [];
}

/**
 * Which registry shard each key goes to: a key that only the routes of one
 * section use ("guides/build", "api"…) goes to that section's shard, loaded
 * with its first page; a key routes of several sections share (the layout,
 * the docs version data), or of a small section, stays in main.
 * @param {string[]} keys registry keys, in order
 * @param {Record<string, unknown>} chunkNames the routes' chunk names, by `${path}-${hash}`
 * @returns {Map<string, string>} key → shard letter
 */
function shardsOf(keys, chunkNames) {
  /** @type {Map<string, Set<string>>} */
  const pathsOf = new Map();
  for (const [route, names] of Object.entries(chunkNames)) {
    const routePath = route.slice(0, route.lastIndexOf('-'));
    for (const name of namesIn(names)) pathsOf.set(name, (pathsOf.get(name) ?? new Set()).add(routePath));
  }
  const segments = (/** @type {string} */ routePath) => routePath.split('/').filter(Boolean);
  /** @param {string} key @param {number} depth @returns {string} the section all its routes share at that depth, or '' */
  const sectionOf = (key, depth) => {
    const sections = new Set([...(pathsOf.get(key) ?? [])].map((routePath) => segments(routePath).slice(0, depth).join('/')));
    const [only] = sections;
    return sections.size === 1 && only !== undefined && segments(only).length === depth ? only : '';
  };
  /** @param {string[]} list @param {(key: string) => string} group @returns {Map<string, string[]>} */
  const groupBy = (list, group) => {
    const groups = new Map();
    for (const key of list) groups.set(group(key), [...(groups.get(group(key)) ?? []), key]);
    return groups;
  };
  /** @type {string[][]} */
  const shards = [];
  for (const [section, members] of groupBy(keys, (key) => sectionOf(key, 1))) {
    if (section === '' || members.length < MIN_SHARD_ENTRIES) continue;
    if (members.length <= MAX_SHARD_ENTRIES) {
      shards.push(members);
      continue;
    }
    // The rest of a split section (its small parts and keys of several parts) makes one shard.
    const rest = [];
    for (const [part, partMembers] of groupBy(members, (key) => sectionOf(key, 2))) {
      if (part !== '' && partMembers.length >= MIN_SHARD_ENTRIES) shards.push(partMembers);
      else rest.push(...partMembers);
    }
    if (rest.length > 0) shards.push(rest);
  }
  if (shards.length > SHARD_LETTERS.length) shards.splice(SHARD_LETTERS.length);
  const letters = new Map(keys.map((key) => [key, MAIN_SHARD]));
  shards.forEach((members, index) => members.forEach((key) => letters.set(key, /** @type {string} */ (SHARD_LETTERS[index]))));
  return letters;
}

/**
 * @param {string} registrySource the generated `registry.js`
 * @param {Record<string, unknown>} chunkNames the routes' chunk names, as written
 * @returns {Map<string, string>} each registry key → its short name: its
 * shard's letter, then a base-36 count in registry order within the shard
 */
function shortChunkNames(registrySource, chunkNames) {
  /** @type {string[]} */
  const keys = [];
  for (const match of registrySource.matchAll(ENTRY)) {
    const key = /** @type {string} */ (match[2]);
    if (!keys.includes(key)) keys.push(key);
  }
  const shards = shardsOf(keys, chunkNames);
  /** @type {Map<string, number>} */
  const counts = new Map();
  const names = new Map();
  for (const key of keys) {
    const letter = shards.get(key) ?? MAIN_SHARD;
    const count = counts.get(letter) ?? 0;
    counts.set(letter, count + 1);
    names.set(key, `${letter}${count.toString(36)}`);
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

module.exports = {MAIN_SHARD, shortChunkNames, renameRegistry, renameChunkNames};
