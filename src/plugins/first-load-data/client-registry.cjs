// @ts-check
/**
 * The route registry (`.docusaurus/registry.js`) is part of every page's main
 * bundle. In the browser bundle:
 * - each entry keeps its loader only. The module source path and the module's
 *   weak id after it serve the server (react-loadable's `modules` option, to
 *   know which chunks a page used) and react-loadable's `preloadReady`, which
 *   the browser never calls (the paths were ~6 KB gzip, the weak ids ~2 KB);
 * - each key and chunk name gets the short form of ./chunk-keys.cjs;
 * - the entries only one section's routes use move to a shard of that
 *   section: the same file asked for with `?shard=<letter>`, which main names
 *   in `registryShards` and the route component loads before the route's own
 *   code (see ./lazy-route-component.tsx).
 * Plain CommonJS: Rspack requires loaders as they are.
 */
const fs = require('node:fs');
const path = require('node:path');
const {MAIN_SHARD, shortChunkNames, renameRegistry} = require('./chunk-keys.cjs');

/** `[loader, "<module path>", require.resolveWeak("<module path>")]` in the generated registry. */
const MODULE_PATH = /, "[^"\n]+", require\.resolveWeak\("[^"\n]+"\)\]/g;
/** An entry line of the renamed registry, with its shard letter. */
const ENTRY_LINE = /^\s*"([a-z])[0-9a-z]*": \[/;

/** @param {string} source @returns {string} */
function loadersOnly(source) {
  return source.replace(MODULE_PATH, ']');
}

/**
 * @param {string} source the generated registry
 * @param {Record<string, unknown>} chunkNames the routes' chunk names, as written
 * @param {string} shard the shard asked for: MAIN_SHARD for main
 * @param {string} self the registry file, for main's `import()` of its shards
 * @returns {string}
 */
function clientRegistry(source, chunkNames, shard = MAIN_SHARD, self = '') {
  const renamed = renameRegistry(loadersOnly(source), shortChunkNames(source, chunkNames));
  if (!renamed.startsWith('export default {')) throw new Error('first-load-data: the generated registry is not written as core 3.7 writes it');
  /** @type {Set<string>} */
  const shards = new Set();
  // One entry per line; core closes the object on the last entry's line.
  const entries = renamed.split('\n').flatMap((line) => {
    const letter = ENTRY_LINE.exec(line)?.[1];
    if (letter === undefined) return [];
    if (letter !== MAIN_SHARD) shards.add(letter);
    return letter === shard ? [line.replace(/\};\s*$/, '')] : [];
  });
  if (shard !== MAIN_SHARD && !shards.has(shard)) throw new Error(`first-load-data: the registry has no shard ${shard}`);
  const registry = ['export default {', ...entries, '};'];
  if (shard !== MAIN_SHARD) return registry.join('\n');
  const loaders = [...shards].map((letter) => `  ${letter}: () => import(${JSON.stringify(`${self}?shard=${letter}`)}),`);
  return [...registry, 'export const registryShards = {', ...loaders, '};', ''].join('\n');
}

/**
 * @this {{resourcePath: string, resourceQuery: string, addDependency: (file: string) => void}}
 * @param {string} source
 * @returns {string}
 */
function loader(source) {
  const chunkNamesFile = path.join(path.dirname(this.resourcePath), 'routesChunkNames.json');
  this.addDependency(chunkNamesFile);
  const shard = new URLSearchParams(this.resourceQuery).get('shard') ?? MAIN_SHARD;
  return clientRegistry(source, JSON.parse(fs.readFileSync(chunkNamesFile, 'utf8')), shard, this.resourcePath);
}

module.exports = loader;
module.exports.loadersOnly = loadersOnly;
module.exports.clientRegistry = clientRegistry;
