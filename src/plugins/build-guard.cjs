// @ts-check
/**
 * The one way the site's rewrites of Docusaurus output say that their input
 * is not what they were written for. Every loader, rewrite and module
 * replacement under src/plugins and src/static-pages/plugin (first-load-data, static-pages, chunk-error,
 * code-theme) reaches into files core generates or into core's own modules;
 * a new core may write them differently. A rewrite that then matched nothing
 * would pass the input through and the site would ship heavier, or broken,
 * without a word. So each one states what it expected to match, and this
 * module stops the build naming the rewrite, the file, what was expected,
 * what was found and the installed @docusaurus/core, with the way out
 * (DOCS_STOCK_BUNDLE=1 builds with every first-load rewrite off).
 *
 * Loaders throw (the bundler reports the module and stops); module
 * replacements are counted in each compilation and checked once every module
 * is built (`guardedReplacement`). Plain CommonJS: loaders require it as is.
 */

const path = require('node:path');

/** @returns {string} the version of @docusaurus/core this site builds with */
function coreVersion() {
  return /** @type {{version: string}} */ (require('@docusaurus/core/package.json')).version;
}

/**
 * @typedef {object} Mismatch
 * @property {string} rewrite which rewrite: "first-load-data: registry"
 * @property {string} file the file (or module) it read
 * @property {string} expected what it is written for
 * @property {string} found what it found instead
 */

class BuildGuardError extends Error {
  /** @param {Mismatch} mismatch */
  constructor(mismatch) {
    super(
      [
        `${mismatch.rewrite}: ${mismatch.file} is not what this rewrite was written for.`,
        `  expected: ${mismatch.expected}`,
        `  found:    ${mismatch.found}`,
        `  @docusaurus/core ${coreVersion()} is installed. Fix the rewrite for it, or build with DOCS_STOCK_BUNDLE=1 to leave Docusaurus's output as written.`,
      ].join('\n'),
    );
    this.name = 'BuildGuardError';
    /** @type {Mismatch} */
    this.mismatch = mismatch;
  }
}

/**
 * @param {boolean} condition what must hold
 * @param {Mismatch} mismatch how to say it when it does not
 * @returns {asserts condition}
 */
function expectThat(condition, mismatch) {
  if (!condition) throw new BuildGuardError(mismatch);
}

/**
 * @param {number} found how many the rewrite matched
 * @param {number} expected how many it must match
 * @param {Omit<Mismatch, 'expected' | 'found'> & {what: string}} about what was counted
 */
function expectCount(found, expected, {what, ...about}) {
  expectThat(found === expected, {...about, expected: `${expected} ${what}`, found: `${found}`});
}

/** A file path as messages show it: relative to the site when inside it. */
function shown(/** @type {string} */ file) {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') ? file : relative;
}

/**
 * @typedef {object} ResolveData what a module replacement's callback receives
 * @property {string} request
 * @property {{issuer: string}} contextInfo
 */

/**
 * @typedef {object} Replacement
 * @property {string} rewrite the rewrite's name, for messages
 * @property {RegExp} request the requests the replacement looks at
 * @property {(resolveData: ResolveData) => boolean} replace redirects the request when it is one to replace; says whether it did
 * @property {(compilation: any) => number} expected how many distinct (issuer, request) pairs it must replace in one compilation, once its modules are built
 * @property {string} what what it replaces, for messages: "the classic theme's Prism client module"
 */

/**
 * A NormalModuleReplacementPlugin that counts what it replaced in each
 * compilation and fails the compilation when, once every module is built,
 * the count is not the expected one. The development server rebuilds only
 * what changed, so in watch mode only its first compilation is checked.
 * @param {any} bundler the bundler Docusaurus hands configureWebpack (`currentBundler.instance`)
 * @param {Replacement} replacement
 * @returns {any[]} the plugins to add to the configuration
 */
function guardedReplacement(bundler, replacement) {
  /** @type {Set<string>} */
  let replaced = new Set();
  const replacing = new bundler.NormalModuleReplacementPlugin(replacement.request, (/** @type {ResolveData} */ resolveData) => {
    const {issuer} = resolveData.contextInfo;
    const request = resolveData.request;
    if (replacement.replace(resolveData)) replaced.add(`${shown(issuer)} → ${request}`);
  });
  const checking = {
    /** @param {any} compiler */
    apply(compiler) {
      let compilations = 0;
      compiler.hooks.thisCompilation.tap(`build-guard ${replacement.rewrite}`, (/** @type {any} */ compilation) => {
        replaced = new Set();
        compilations += 1;
        if (compiler.watchMode && compilations > 1) return;
        compilation.hooks.finishModules.tap(`build-guard ${replacement.rewrite}`, () => {
          const expected = replacement.expected(compilation);
          if (replaced.size === expected) return;
          const error = new BuildGuardError({
            rewrite: replacement.rewrite,
            file: `requests matching ${replacement.request}`,
            expected: `${expected} × ${replacement.what} replaced (${compiler.options.name ?? compiler.options.target ?? 'bundle'})`,
            found: `${replaced.size}${replaced.size > 0 ? `: ${[...replaced].slice(0, 5).join('; ')}${replaced.size > 5 ? '…' : ''}` : ''}`,
          });
          const reported = new compiler.webpack.WebpackError(error.message);
          reported.stack = error.message; // where the check runs says nothing; the message says what failed
          compilation.errors.push(reported);
        });
      });
    },
  };
  return [replacing, checking];
}

/**
 * @param {any} compilation
 * @param {RegExp} resource
 * @returns {string[]} the files of the compilation's modules that match
 */
function modulesMatching(compilation, resource) {
  return [...compilation.modules].map((module) => module.resource).filter((file) => typeof file === 'string' && resource.test(file));
}

module.exports = {BuildGuardError, coreVersion, expectThat, expectCount, guardedReplacement, modulesMatching};
