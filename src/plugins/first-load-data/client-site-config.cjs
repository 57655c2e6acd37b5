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

const EXPORT = 'export default ';

/**
 * @param {string} source the generated module: a comment, then `export default {JSON};`
 * @returns {string}
 */
function clientSiteConfig(source) {
  const start = source.indexOf(EXPORT);
  if (start < 0) throw new Error('first-load-data: the generated site configuration has no default export');
  const config = JSON.parse(source.slice(start + EXPORT.length).trim().replace(/;$/, ''));
  for (const key of BUILD_ONLY_KEYS) delete config[key];
  return `${EXPORT}${JSON.stringify(config)};\n`;
}

module.exports = clientSiteConfig;
module.exports.clientSiteConfig = clientSiteConfig;
module.exports.BUILD_ONLY_KEYS = BUILD_ONLY_KEYS;
