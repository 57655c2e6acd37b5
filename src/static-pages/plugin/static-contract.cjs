// @ts-check
/**
 * What a static page (./index.ts) may render: its server HTML is all the
 * reader gets, with links, example copy buttons, code block copy buttons and
 * wide tables' scroll frames made to work by src/static-pages/client/enhance.ts. A
 * component whose HTML needs React (a tab set, a diagram, a collapsible)
 * would be dead there. The compiled page tells what it renders: the
 * components it calls, those it takes from the MDX provider and, through the
 * provider too, the element of every Markdown construct (`table`, `pre`,
 * `img`…), which the theme's MDXComponents may map to a component of its
 * own. Checked on the module the island loader parses, so a page breaking the
 * contract stops the build. Plain CommonJS: Rspack requires loaders as they are.
 */
const walk = require('acorn-walk');
const {expectThat} = require('../../plugins/build-guard.cjs');

/**
 * Components whose server HTML works without React: a Link is an <a>, an example's copy button is handled by
 * enhance.ts, and Details (what the theme maps `<details>` to) is the long signature's expander: an empty
 * <details> whose native toggle the CSS reads (src/css/api-reference.css), so it needs no script. A Details
 * with content would stay folded without React (the theme hides it in a collapsible): the API renderer's
 * unit tests keep its expander empty.
 */
const STATIC_COMPONENTS = ['Link', 'ApiExample', 'Details'];

/**
 * Markdown elements a static page may hold. Those the theme maps to
 * components render static HTML (headings with their anchor, lists, images),
 * or have what they need done by enhance.ts: `a` (links open in the app),
 * `pre`/`code` (the code block's copy button), `table` (the scroll frame of a
 * wide table). Anything else, `admonition` or `mermaid` for one, is refused
 * until enhance.ts handles it.
 */
const STATIC_ELEMENTS = [
  ...['p', 'a', 'em', 'strong', 'del', 'code', 'pre', 'blockquote', 'hr', 'br', 'span', 'div', 'sup', 'sub', 'section', 'img', 'input'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li'],
  ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
];

/** Names of the JSX runtime's helpers the compiled page calls. */
const JSX_CALLS = new Set(['_jsx', '_jsxs', '_jsxDEV']);
const COMPONENTS = '_components';
/** The compiler's function that renders the content (MDXContent around it only adds the layout). */
const CONTENT_FUNCTION = '_createMdxContent';
/** How the compiler names the MDX provider's hook (`providerImportSource`, which Docusaurus sets). */
const PROVIDER = '_provideComponents';

/**
 * The elements and components a compiled MDX page renders.
 * @param {any} program the page's module, parsed by acorn
 * @returns {{elements: string[], components: string[], found: boolean}} found: the compiler's content function and its `_components` were there
 */
function renderedByPage(program) {
  const elements = new Set();
  const components = new Set();
  let declared = false;
  let provided = false;
  const content = program.body.find((/** @type {any} */ s) => s.type === 'FunctionDeclaration' && s.id?.name === CONTENT_FUNCTION);
  if (!content) return {elements: [], components: [], found: false};
  walk.full(content, (/** @type {any} */ node) => {
    // A page that renders no Markdown element and takes no component from the provider does not ask for them.
    if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === PROVIDER) provided = true;
    // `const _components = {table: "table", …, ..._provideComponents(), ...props.components}`
    if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.id.name === COMPONENTS && node.init) {
      declared = true;
      walk.full(node.init, (/** @type {any} */ inner) => {
        const key = inner.type === 'Property' ? (inner.key.name ?? inner.key.value) : undefined;
        if (key !== undefined && inner.value.type === 'Literal' && inner.value.value === key) elements.add(key);
      });
    }
    // `const {PyObject} = _components`: components the page takes from the provider.
    if (node.type === 'VariableDeclarator' && node.id.type === 'ObjectPattern' && node.init?.type === 'Identifier' && node.init.name === COMPONENTS) {
      for (const property of node.id.properties) if (property.key?.name) components.add(property.key.name);
    }
    // `_jsx(Link, …)`: a component the page imports and calls.
    if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && JSX_CALLS.has(node.callee.name)) {
      const [type] = node.arguments;
      if (type?.type === 'Identifier' && /^[A-Z]/.test(type.name)) components.add(type.name);
    }
  });
  return {elements: [...elements].sort(), components: [...components].sort(), found: declared || !provided};
}

/**
 * Stops the build when a static page renders something its server HTML cannot do without React.
 * @param {any} program the compiled page, parsed by acorn
 * @param {string} file the page
 */
function assertStaticContract(program, file) {
  const about = {rewrite: 'static-pages: what a static page may render', file};
  const {elements, components, found} = renderedByPage(program);
  expectThat(found, {...about, expected: `a compiled MDX page: function ${CONTENT_FUNCTION} declaring ${COMPONENTS} wherever it calls ${PROVIDER}() (the elements it takes from the provider)`, found: 'none'});
  const otherElements = elements.filter((name) => !STATIC_ELEMENTS.includes(name));
  expectThat(otherElements.length === 0, {...about, expected: `Markdown elements among ${STATIC_ELEMENTS.join(' ')}`, found: otherElements.join(', ')});
  const otherComponents = components.filter((name) => !STATIC_COMPONENTS.includes(name));
  expectThat(otherComponents.length === 0, {...about, expected: `components among ${STATIC_COMPONENTS.join(', ')}`, found: otherComponents.join(', ')});
}

module.exports = {STATIC_COMPONENTS, STATIC_ELEMENTS, renderedByPage, assertStaticContract};
