// @ts-check
/**
 * Loader for the docs plugin's route prop modules in the browser bundle. The
 * version data, which every doc page loads before it renders, arrives slimmed
 * by the docs plugin's wrapper (src/plugins/slim-docs) and here loses its
 * sidebars too: a page renders
 * one sidebar, and the five of this site are 9 KB gzip together. Each sidebar
 * becomes a module of its own, the same file asked for with `?sidebar=<name>`;
 * the route table loads it with the pages of that sidebar (see
 * ./client-routes.cjs), and it adds itself to the object the version data
 * gives the theme as `docsSidebars` (./sidebar-store.cjs). The server keeps
 * every sidebar inline. Other prop modules are left as written. Plain
 * CommonJS: Rspack requires loaders as they are.
 */
const path = require('node:path');
const {expectThat} = require('../build-guard.cjs');

const STORE = JSON.stringify(path.join(__dirname, 'sidebar-store.cjs'));

/** @param {unknown} value @returns {value is Record<string, any>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The version data of a docs route prop module, checked for the shape the
 * sidebar split reads; null when the module is another prop module.
 * @param {string} source JSON text of a docs route prop module
 * @param {string} [file] the module, for messages
 * @returns {{data: any, version: {docsSidebars: Record<string, unknown>}} | null}
 */
function versionDataOf(source, file = 'a docs route prop module') {
  const data = JSON.parse(source);
  // The version data is the `version` prop of a docs version route: it names its plugin instance.
  const version = isObject(data) && isObject(data.version) && typeof data.version.pluginId === 'string' ? data.version : null;
  if (!version) return null;
  const about = {rewrite: 'first-load-data: docs version data', file};
  const keys = `version keys ${Object.keys(version).join(', ')}`;
  expectThat(isObject(version.docsSidebars), {...about, expected: 'version.docsSidebars: the sidebars by name', found: keys});
  const lists = Object.entries(version.docsSidebars).filter(([, items]) => !Array.isArray(items));
  expectThat(lists.length === 0, {...about, expected: 'each sidebar a list of items', found: `not a list: ${lists.map(([name]) => name).join(', ')}`});
  // The docs map goes in the docs plugin's own lifecycle; a full one here means the wrapper was bypassed.
  expectThat(isObject(version.docs) && Object.keys(version.docs).length === 0, {
    ...about,
    expected: 'version.docs empty, as src/plugins/slim-docs leaves it (is the docs plugin listed through it?)',
    found: isObject(version.docs) ? `${Object.keys(version.docs).length} docs` : keys,
  });
  return {data, version: /** @type {{docsSidebars: Record<string, unknown>}} */ (version)};
}

/**
 * @param {string} source JSON text of a docs route prop module
 * @param {string} query the resource query: `?sidebar=<name>` asks for one sidebar
 * @param {string} version names the version data module in the sidebar store
 * @returns {string} a CommonJS module
 */
function clientVersionData(source, query, version) {
  const found = versionDataOf(source, version);
  const sidebar = new URLSearchParams(query).get('sidebar');
  if (!found) {
    expectThat(sidebar === null, {rewrite: 'first-load-data: browser version data', file: version, expected: `docs version data holding a sidebar named ${sidebar}`, found: 'a module that holds no sidebars'});
    return `module.exports = JSON.parse(${JSON.stringify(source.trim())});\n`;
  }
  const {data, version: versionData} = found;
  const store = `require(${STORE}).sidebarsOf(${JSON.stringify(version)})`;
  if (sidebar !== null) {
    expectThat(Object.hasOwn(versionData.docsSidebars, sidebar), {
      rewrite: 'first-load-data: browser version data',
      file: version,
      expected: `a sidebar named ${sidebar}`,
      found: `no sidebar named ${sidebar}, only ${Object.keys(versionData.docsSidebars).join(', ')}`,
    });
    return `${store}[${JSON.stringify(sidebar)}] = JSON.parse(${JSON.stringify(JSON.stringify(versionData.docsSidebars[sidebar]))});\n`;
  }
  versionData.docsSidebars = {};
  return [`var data = JSON.parse(${JSON.stringify(JSON.stringify(data))});`, `data.version.docsSidebars = ${store};`, 'module.exports = data;', ''].join('\n');
}

/**
 * The sidebar names of a version data file, or none when it is another prop module.
 * @param {string} source
 * @returns {string[]}
 */
function sidebarNames(source) {
  return Object.keys(versionDataOf(source)?.version.docsSidebars ?? {});
}

/**
 * @this {{resourcePath: string, resourceQuery: string, rootContext: string}}
 * @param {string} source
 * @returns {string}
 */
function loader(source) {
  return clientVersionData(source, this.resourceQuery, path.relative(this.rootContext, this.resourcePath).split(path.sep).join('/'));
}

module.exports = loader;
module.exports.clientVersionData = clientVersionData;
module.exports.sidebarNames = sidebarNames;
module.exports.versionDataOf = versionDataOf;
