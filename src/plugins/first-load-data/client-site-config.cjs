// @ts-check
/**
 * Loader for `.docusaurus/docusaurus.config.mjs` in the browser bundle. Core
 * writes the whole site configuration into every page's main bundle, and part
 * of it only the build reads: the page template, and the presets, plugins and
 * themes with their options (about 1.3 KB gzip). Those keys are dropped; the
 * rest (theme configuration, URLs, `future`, custom fields…) stays as written,
 * since browser code reads it through `useDocusaurusContext`.
 */

/** Keys of the site configuration no browser code reads. */
const BUILD_ONLY_KEYS = ['ssrTemplate', 'presets', 'plugins', 'themes'];
/** Those core always writes (its defaults are empty lists); a site without a template of its own has no `ssrTemplate`. */
const ALWAYS_WRITTEN = ['presets', 'plugins', 'themes'];
const {expectThat} = require('../build-guard.cjs');

const EXPORT = 'export default ';

/**
 * @param {string} source the generated module: a comment, then `export default {JSON};`
 * @returns {string}
 */
function clientSiteConfig(source) {
  const about = {rewrite: 'first-load-data: browser site configuration', file: 'docusaurus.config.mjs'};
  const start = source.indexOf(EXPORT);
  expectThat(start >= 0, {...about, expected: `a default export (${EXPORT}{…})`, found: 'none'});
  const config = JSON.parse(source.slice(start + EXPORT.length).trim().replace(/;$/, ''));
  const missing = ALWAYS_WRITTEN.filter((key) => !Object.hasOwn(config, key));
  expectThat(missing.length === 0, {...about, expected: `the build-only keys ${ALWAYS_WRITTEN.join(', ')}`, found: `no ${missing.join(', ')}`});
  for (const key of BUILD_ONLY_KEYS) delete config[key];
  return `${EXPORT}${JSON.stringify(config)};\n`;
}

module.exports = clientSiteConfig;
module.exports.clientSiteConfig = clientSiteConfig;
module.exports.BUILD_ONLY_KEYS = BUILD_ONLY_KEYS;
