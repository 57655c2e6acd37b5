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
const {expectCount, expectThat} = require('../build-guard.cjs');

/** `[loader, "<module path>", require.resolveWeak("<module path>")]` in the generated registry. */
const MODULE_PATH = /, "[^"\n]+", require\.resolveWeak\("[^"\n]+"\)\]/g;
/** Any entry line of a registry, however its import is written: what every rewrite below must have handled. */
const ANY_ENTRY = /^\s*"[^"\n]+": \[/gm;
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
  const about = {rewrite: 'first-load-data: browser registry', file: self || 'registry.js'};
  expectThat(source.startsWith('export default {'), {...about, expected: 'a module starting "export default {"', found: JSON.stringify(source.slice(0, 40))});
  const entries = (source.match(ANY_ENTRY) ?? []).length;
  expectThat(entries > 0, {...about, expected: 'registry entries, one a line: "<key>": [() => import(…), …]', found: 'none'});
  expectCount((source.match(MODULE_PATH) ?? []).length, entries, {...about, what: 'entries ending with their module path and require.resolveWeak(…)'});
  const short = shortChunkNames(source, chunkNames);
  expectCount(short.size, entries, {...about, what: 'entries whose key names their chunk: "<key>": [() => import(/* webpackChunkName: "<key>" */ …'});
  const renamed = renameRegistry(loadersOnly(source), short);
  /** @type {Set<string>} */
  const shards = new Set();
  let renamedEntries = 0;
  // One entry per line; core closes the object on the last entry's line.
  const lines = renamed.split('\n').flatMap((line) => {
    const letter = ENTRY_LINE.exec(line)?.[1];
    if (letter === undefined) return [];
    renamedEntries += 1;
    if (letter !== MAIN_SHARD) shards.add(letter);
    return letter === shard ? [line.replace(/\};\s*$/, '')] : [];
  });
  expectCount(renamedEntries, entries, {...about, what: 'entries renamed to a short name, one a line'});
  expectThat(shard === MAIN_SHARD || shards.has(shard), {...about, expected: `a shard ${shard} (asked for by main)`, found: `shards ${[...shards].join(', ') || 'none'}`});
  const registry = ['export default {', ...lines, '};'];
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
