import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import * as acorn from 'acorn';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import type {PluggableList} from 'unified';
import {describe, expect, test} from 'vitest';
import type {Configuration} from 'webpack';
import type {ConfigureWebpackUtils, LoadContext} from '@docusaurus/types';
import staticPagesPlugin, {isStaticPage} from '../../src/static-pages/plugin';
import firstLoadDataPlugin from '../../src/plugins/first-load-data';
import {isPlainClick, routeOfLink, type LinkParts} from '../../src/static-pages/client/links';
import {isStaticIsland} from '../../src/static-pages/client/marker';

const require = createRequire(import.meta.url);
/** The bundler Docusaurus Faster hands plugins (its NormalModuleReplacementPlugin and sources are all these tests use). */
const rspack = createRequire(require.resolve('@docusaurus/faster'))('@rspack/core') as object;
const {staticIslandModule} = require('../../src/static-pages/plugin/island-loader.cjs') as {
  staticIslandModule: (source: string, fullModule: string, islandModule: string) => string;
};

const ROOT = path.join(__dirname, '..', '..');
const DOCS = path.join(ROOT, 'docs');

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(file);
    return /\.mdx?$/.test(entry.name) ? [file] : [];
  });
}

/** A page as the island loader receives it: mdx-loader's exports, then the MDX compiler's module. */
async function compiledPage(mdx: string, frontMatter: object, remarkPlugins: PluggableList = []): Promise<string> {
  const content = String(await compile(mdx, {providerImportSource: '@mdx-js/react', remarkPlugins}));
  return [
    `export const frontMatter = ${JSON.stringify(frontMatter)};`,
    'export const contentTitle = undefined;',
    "export {default as metadata} from '@site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-api-widgets-mdx.json'",
    'export const assets = {};',
    content,
  ].join('\n');
}

/** Just what shape() reads of acorn's nodes. */
interface Named {
  name: string;
}
interface Statement {
  type: string;
  declaration?: Statement | null;
  declarations?: Array<{id: Named}>;
  id?: Named;
  specifiers?: Array<{local: Named; exported?: Named}>;
  source?: {value: string};
}

/** The top-level names a module declares or imports, and the modules it imports. */
function shape(source: string): {names: string[]; imports: string[]; dynamicImports: number} {
  const program = acorn.parse(source, {ecmaVersion: 'latest', sourceType: 'module'}) as unknown as {body: Statement[]};
  const names = program.body.flatMap((s): string[] => {
    if (s.type === 'ExportNamedDeclaration' && !s.declaration) return (s.specifiers ?? []).map((x) => `export:${x.exported!.name}`);
    const declaration = s.type === 'ExportNamedDeclaration' ? s.declaration! : s;
    if (declaration.type === 'VariableDeclaration') return (declaration.declarations ?? []).map((d) => d.id.name);
    if (declaration.type === 'FunctionDeclaration') return [declaration.id!.name];
    if (declaration.type === 'ImportDeclaration') return (declaration.specifiers ?? []).map((x) => x.local.name);
    return [];
  });
  const imports = program.body.filter((s) => s.type === 'ImportDeclaration').map((s) => s.source!.value);
  return {names, imports, dynamicImports: (source.match(/\bimport\(/g) ?? []).length};
}

describe('static pages: which pages', () => {
  const files = mdxFiles(DOCS);
  const generated = files.filter((file) => fs.readFileSync(file, 'utf8').includes('\napi_reference_source:'));

  test('every page the API generator writes is static, and no other page is', () => {
    expect(generated.length).toBeGreaterThan(50);
    for (const file of files) expect(isStaticPage(file), path.relative(DOCS, file)).toBe(generated.includes(file));
  });

  test('static pages use no component but those whose HTML works without React: links, symbol names and examples', () => {
    // PyObject becomes a Link at build time (src/remark/pyobject.ts); ApiExample's copy button is handled by src/static-pages/client/enhance.ts.
    const handled = new Set(['Link', 'PyObject', 'ApiExample']);
    for (const file of generated) {
      const components = [...fs.readFileSync(file, 'utf8').matchAll(/<([A-Z][\w.]*)/g)].map((match) => match[1]!);
      expect(components.filter((name) => !handled.has(name)), path.relative(DOCS, file)).toEqual([]);
    }
  });

  test('a file that is not a page, or is missing, is not static', () => {
    expect(isStaticPage(path.join(ROOT, 'api', 'python-api', 'assets.yaml'))).toBe(false);
    expect(isStaticPage(path.join(DOCS, 'api', 'no-such-page.mdx'))).toBe(false);
  });
});

describe('static pages: the first module (island loader)', () => {
  const page = `import Link from '@docusaurus/Link';
import ApiExample from '@site/src/components/ApiExample';

export const toc = [{value: '<code>Widget</code>', id: 'dagster.Widget', level: 2}];

## \`Widget\` \\{#dagster.Widget\\}

A widget. See <Link to="/api/python-api/assets#dagster.asset">asset</Link>.

<ApiExample html="<span>x</span>" />
`;

  test('keeps the front matter, title, metadata, assets and table of contents; drops the content and its imports', async () => {
    const source = await compiledPage(page, {title: 'Widgets', api_reference_source: 'api/python-api/widgets.yaml'});
    const island = staticIslandModule(source, '/site/docs/api/widgets.mdx', '/site/src/static-pages/client/island.tsx');
    const {names, imports, dynamicImports} = shape(island);
    expect(names).toEqual(expect.arrayContaining(['frontMatter', 'contentTitle', 'export:metadata', 'assets', 'toc', '__staticIsland']));
    expect(names).not.toContain('_createMdxContent');
    expect(names).not.toContain('MDXContent');
    expect(imports).toEqual(['/site/src/static-pages/client/island.tsx']);
    expect(dynamicImports).toBe(1);
    expect(island).toContain('import("/site/docs/api/widgets.mdx")');
    expect(island).not.toContain('A widget.');
    expect(island).toContain("id: 'dagster.Widget'"); // the table of contents' entry
    expect(island.length).toBeLessThan(source.length / 2);
  });

  test('keeps what a kept export reads: an imported table of contents and a top-level value', () => {
    const source = [
      "import Partial, {toc as partialToc} from './_partial.mdx';",
      "import Unused from '@site/src/components/Unused';",
      'const level = 2;',
      "export const toc = [...partialToc, {value: 'Own', id: 'own', level}];",
      'function _createMdxContent() { const _components = {p: "p"}; return Partial(Unused); }',
      'export default function MDXContent() { return _createMdxContent(); }',
    ].join('\n');
    const island = staticIslandModule(source, '/p.mdx', '/island.tsx');
    expect(island).toContain("import Partial, {toc as partialToc} from './_partial.mdx';");
    expect(island).toContain('const level = 2;');
    expect(island).not.toContain('Unused');
    expect(island).not.toContain('_createMdxContent');
  });

  test('a module without a default export is refused, not turned into an empty page', () => {
    expect(() => staticIslandModule('export const toc = [];', '/p.mdx', '/island.tsx')).toThrow(/expected: a compiled page with a default export/);
  });
});

describe('static pages: what a static page may render (checked where the island loader parses it)', () => {
  const island = async (mdx: string) => staticIslandModule(await compiledPage(mdx, {title: 'T'}, [remarkGfm]), '/site/docs/api/t.mdx', '/island.tsx');

  test('Markdown tables, code blocks, headings, lists, links and examples pass: enhance.ts makes their HTML work', async () => {
    const page = [
      "import Link from '@docusaurus/Link';",
      "import ApiExample from '@site/src/components/ApiExample';",
      '',
      '## Options',
      '',
      '| Option | Meaning |',
      '| --- | --- |',
      '| `--a` | *one* |',
      '',
      '```shell',
      'dagster dev',
      '```',
      '',
      '- See <Link to="/api">the API</Link> and [assets](/api/python-api/assets).',
      '',
      '<ApiExample html="<span>x</span>" />',
    ].join('\n');
    const {renderedByPage} = require('../../src/static-pages/plugin/static-contract.cjs') as {
      renderedByPage: (program: unknown) => {elements: string[]; components: string[]};
    };
    const source = await compiledPage(page, {title: 'T'}, [remarkGfm]);
    const rendered = renderedByPage(acorn.parse(source, {ecmaVersion: 'latest', sourceType: 'module'}));
    expect(rendered.elements).toEqual(expect.arrayContaining(['table', 'pre', 'code', 'h2', 'a', 'li']));
    expect(rendered.components).toEqual(['ApiExample', 'Link']);
    await expect(island(page)).resolves.toContain('__staticIsland');
  });

  test('a component the provider maps, or one the page imports, that needs React stops the build, named', async () => {
    await expect(island('Some <Tabs>text</Tabs>')).rejects.toThrow(/found: {4}Tabs/);
    await expect(island("import Figure from '@site/src/components/Figure';\n\n<Figure />")).rejects.toThrow(/found: {4}Figure/);
  });

  test('a lowercase Markdown element the theme maps to a component not made static (an image inside details…) stops the build', () => {
    const compiled = (element: string) =>
      [`function _createMdxContent(props) { const _components = {p: "p", ${element}: "${element}", ..._provideComponents(), ...props.components}; return _jsx(_components.${element}, {}); }`, 'export default function MDXContent() {}'].join('\n');
    expect(() => staticIslandModule(compiled('details'), '/site/docs/api/t.mdx', '/island.tsx')).toThrow(/static-pages: what a static page may render: \/site\/docs\/api\/t\.mdx[^]*found: {4}details/);
    expect(() => staticIslandModule(compiled('admonition'), '/p.mdx', '/island.tsx')).toThrow(/found: {4}admonition/);
    expect(() => staticIslandModule(compiled('table'), '/p.mdx', '/island.tsx')).not.toThrow();
  });

  test('a compiled page of another shape (no _components) stops the build instead of passing unchecked', () => {
    expect(() => staticIslandModule('export default function MDXContent() { return null; }', '/p.mdx', '/island.tsx')).toThrow(/expected: a compiled MDX page: function _createMdxContent/);
    const renamed = 'function _createMdxContent(props) { const _c = {p: "p", ..._provideComponents()}; return _jsx(_c.p, {}); }\nexport default function MDXContent() {}';
    expect(() => staticIslandModule(renamed, '/p.mdx', '/island.tsx')).toThrow(/declaring _components wherever it calls _provideComponents\(\)/);
  });
});

describe('static pages: links in the server HTML', () => {
  const origin = 'https://docs.dagster.io';
  const anchor = (href: string, attributes: Record<string, string> = {}): LinkParts => {
    const url = new URL(href, origin);
    return {
      origin: url.origin,
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      target: attributes.target ?? '',
      hasAttribute: (name: string) => name in attributes,
    };
  };

  test('a page of the site opens in the app, with its query and fragment', () => {
    expect(routeOfLink(anchor('/api/python-api/assets#dagster.AssetIn'), origin)).toBe('/api/python-api/assets#dagster.AssetIn');
    expect(routeOfLink(anchor('/search?q=asset'), origin)).toBe('/search?q=asset');
  });

  test('other sites, new tabs, downloads and files of the build are left to the browser', () => {
    expect(routeOfLink(anchor('https://github.com/dagster-io/dagster'), origin)).toBeNull();
    expect(routeOfLink(anchor('/api/python-api/assets', {target: '_blank'}), origin)).toBeNull();
    expect(routeOfLink(anchor('/examples/project.zip', {download: ''}), origin)).toBeNull();
    expect(routeOfLink(anchor('/api/python-api/assets.md'), origin)).toBeNull();
    expect(routeOfLink(anchor('/llms.txt'), origin)).toBeNull();
  });

  test('only a plain left click navigates in the app', () => {
    const click = {defaultPrevented: false, button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false};
    expect(isPlainClick(click)).toBe(true);
    for (const change of [{button: 1}, {ctrlKey: true}, {metaKey: true}, {shiftKey: true}, {altKey: true}, {defaultPrevented: true}]) {
      expect(isPlainClick({...click, ...change}), JSON.stringify(change)).toBe(false);
    }
  });
});

describe('static pages: the marker', () => {
  test('only a component carrying the island flag counts', () => {
    const island = Object.assign(() => null, {staticIsland: true, loadFull: () => Promise.resolve(), Static: () => null});
    expect(isStaticIsland(island)).toBe(true);
    expect(isStaticIsland(() => null)).toBe(false);
    expect(isStaticIsland({staticIsland: true})).toBe(false);
    expect(isStaticIsland(undefined)).toBe(false);
  });
});

describe('browser bundle rewrites apply to production builds only', () => {
  // `docusaurus start` renders in the browser, without server HTML to keep, and its runtime is not minified or hashed.
  const context = {siteDir: ROOT, generatedFilesDir: path.join(ROOT, '.docusaurus')} as unknown as LoadContext;
  const bundler = {currentBundler: {name: 'rspack', instance: rspack}} as unknown as ConfigureWebpackUtils;
  const pluginNames = (result: unknown) => ((result as {plugins?: object[]}).plugins ?? []).map((plugin) => plugin.constructor.name);

  test('static pages: rules in a production browser build, none in development or on the server', () => {
    const configure = (mode: string, isServer: boolean) => staticPagesPlugin(context).configureWebpack!({mode} as Configuration, isServer, bundler, undefined as never);
    expect(JSON.stringify(configure('production', false))).toContain('island-loader.cjs');
    expect(configure('development', false)).toEqual({});
    expect(configure('production', true)).toEqual({});
  });

  test('the runtime chunk hash map is rewritten in production builds, not by the development server', () => {
    const plugins = (mode: string) => pluginNames(firstLoadDataPlugin(context).configureWebpack!({mode} as Configuration, false, bundler, undefined as never));
    expect(plugins('production')).toContain('CompactChunkHashMapPlugin');
    expect(plugins('development')).not.toContain('CompactChunkHashMapPlugin');
  });
});
