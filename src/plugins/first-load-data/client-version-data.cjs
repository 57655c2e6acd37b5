// @ts-check
/**
 * Loader for the docs plugin's route prop modules in the browser bundle. The
 * version data, which every doc page loads before it renders, is trimmed as on
 * the server (./trim-version-data.cjs) and loses its sidebars: a page renders
 * one sidebar, and the five of this site are 9 KB gzip together. Each sidebar
 * becomes a module of its own, the same file asked for with `?sidebar=<name>`;
 * the route table loads it with the pages of that sidebar (see
 * ./client-routes.cjs), and it adds itself to the object the version data
 * gives the theme as `docsSidebars` (./sidebar-store.cjs). The server keeps
 * every sidebar inline. Other prop modules are left as written. Plain
 * CommonJS: Rspack requires loaders as they are.
 */
const path = require('node:path');
const {trimmedVersionData} = require('./trim-version-data.cjs');
const {expectThat} = require('../build-guard.cjs');

const STORE = JSON.stringify(path.join(__dirname, 'sidebar-store.cjs'));

/**
 * @param {string} source JSON text of a docs route prop module
 * @param {string} query the resource query: `?sidebar=<name>` asks for one sidebar
 * @param {string} version names the version data module in the sidebar store
 * @returns {string} a CommonJS module
 */
function clientVersionData(source, query, version) {
  const trimmed = trimmedVersionData(source, version);
  const sidebar = new URLSearchParams(query).get('sidebar');
  if (!trimmed) {
    expectThat(sidebar === null, {rewrite: 'first-load-data: browser version data', file: version, expected: `docs version data holding a sidebar named ${sidebar}`, found: 'a module that holds no sidebars'});
    return `module.exports = JSON.parse(${JSON.stringify(source.trim())});\n`;
  }
  const {data, version: versionData} = trimmed;
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
  return Object.keys(trimmedVersionData(source)?.version.docsSidebars ?? {});
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
