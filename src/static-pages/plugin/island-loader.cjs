// @ts-check
/**
 * The browser's first module of a static page (see ./index.ts): the compiled
 * MDX page without its content. It keeps the page's named exports (front
 * matter, title, table of contents, metadata, assets) and what they need, and
 * exports as default a component that renders the page's full module, which
 * it imports on demand (src/static-pages/client/island.tsx). Runs after the MDX and
 * JS loaders, on plain ES module code. Plain CommonJS: Rspack requires
 * loaders as they are.
 */
const acorn = require('acorn');
const walk = require('acorn-walk');
const {expectThat} = require('../../plugins/build-guard.cjs');
const {assertStaticContract} = require('./static-contract.cjs');

/** @typedef {import('acorn').Node & {type: string}} AnyNode */

/** @param {any} statement @returns {string[]} the names a top-level statement declares */
function declaredNames(statement) {
  switch (statement.type) {
    case 'ImportDeclaration':
      return statement.specifiers.map((/** @type {any} */ s) => s.local.name);
    case 'FunctionDeclaration':
    case 'ClassDeclaration':
      return statement.id ? [statement.id.name] : [];
    case 'VariableDeclaration':
      return statement.declarations.flatMap((/** @type {any} */ d) => patternNames(d.id));
    case 'ExportNamedDeclaration':
      return statement.declaration ? declaredNames(statement.declaration) : [];
    default:
      return [];
  }
}

/** @param {any} pattern @returns {string[]} */
function patternNames(pattern) {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((/** @type {any} */ p) => patternNames(p.type === 'RestElement' ? p.argument : p.value));
    case 'ArrayPattern':
      return pattern.elements.filter(Boolean).flatMap(patternNames);
    case 'RestElement':
      return patternNames(pattern.argument);
    case 'AssignmentPattern':
      return patternNames(pattern.left);
    default:
      return [];
  }
}

/** @param {any} node @returns {Set<string>} every identifier a statement mentions (a superset of what it reads) */
function mentionedNames(node) {
  /** @type {Set<string>} */
  const names = new Set();
  walk.full(node, (/** @type {any} */ n) => {
    if (n.type === 'Identifier') names.add(n.name);
  });
  return names;
}

/**
 * @param {string} source the compiled page: an ES module
 * @param {string} fullModule the request that imports the page's full module
 * @param {string} islandModule the request of src/static-pages/island.tsx
 * @returns {string}
 */
function staticIslandModule(source, fullModule, islandModule) {
  const program = /** @type {any} */ (acorn.parse(source, {ecmaVersion: 'latest', sourceType: 'module'}));
  /** @type {any[]} */
  const body = program.body;
  const exported = body.filter((s) => s.type === 'ExportNamedDeclaration' || s.type === 'ExportAllDeclaration');
  const hasDefault = body.some((s) => s.type === 'ExportDefaultDeclaration' || (s.type === 'ExportNamedDeclaration' && s.specifiers.some((/** @type {any} */ x) => x.exported.name === 'default')));
  expectThat(hasDefault, {rewrite: 'static-pages: first module', file: fullModule, expected: 'a compiled page with a default export (its content)', found: 'none'});
  assertStaticContract(program, fullModule);
  // The named exports, minus a `default` re-export, plus every top-level
  // declaration they reach: the content's own code is reached by nothing.
  const kept = new Set(exported.filter((s) => !(s.specifiers ?? []).some((/** @type {any} */ x) => x.exported.name === 'default')));
  const pending = [...kept];
  while (pending.length > 0) {
    const statement = pending.pop();
    const names = mentionedNames(statement);
    for (const other of body) {
      if (kept.has(other) || other.type === 'ExportDefaultDeclaration') continue;
      if (declaredNames(other).some((name) => names.has(name))) {
        kept.add(other);
        pending.push(other);
      }
    }
  }
  const code = body.filter((s) => kept.has(s)).map((s) => source.slice(s.start, s.end));
  return [
    ...code,
    `import {staticIsland as __staticIsland} from ${JSON.stringify(islandModule)};`,
    `export default __staticIsland(() => import(${JSON.stringify(fullModule)}));`,
    '',
  ].join('\n');
}

/**
 * @this {{resourcePath: string}}
 * @param {string} source
 * @returns {string}
 */
function loader(source) {
  // The same file without the query: the page as Docusaurus compiles it.
  return staticIslandModule(source, this.resourcePath, require.resolve('../client/island.tsx'));
}

module.exports = loader;
module.exports.staticIslandModule = staticIslandModule;
