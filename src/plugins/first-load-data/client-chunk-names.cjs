// @ts-check
/**
 * Loader for `.docusaurus/routesChunkNames.json` in the browser bundle: the
 * chunk names it gives each route take the short form the registry got (see
 * ./chunk-keys.cjs), read from the registry file beside it. Plain CommonJS:
 * Rspack requires loaders as they are.
 */
const fs = require('node:fs');
const path = require('node:path');
const {shortChunkNames, renameChunkNames} = require('./chunk-keys.cjs');

/**
 * @param {string} source JSON text of the routes' chunk names
 * @param {string} registrySource the generated registry beside it
 * @returns {string}
 */
function clientChunkNames(source, registrySource) {
  return JSON.stringify(renameChunkNames(JSON.parse(source), shortChunkNames(registrySource)));
}

/**
 * @this {{resourcePath: string, addDependency: (file: string) => void}}
 * @param {string} source
 * @returns {string}
 */
function loader(source) {
  const registry = path.join(path.dirname(this.resourcePath), 'registry.js');
  this.addDependency(registry);
  return clientChunkNames(source, fs.readFileSync(registry, 'utf8'));
}

module.exports = loader;
module.exports.clientChunkNames = clientChunkNames;
