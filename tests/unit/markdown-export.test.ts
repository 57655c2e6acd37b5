import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {mdxToMarkdown, normalizeDocusaurusSyntax, type ConvertOptions} from '../../src/plugins/markdown-export/mdx-to-markdown';
import {componentHandler, CONVERTED_BEFORE_EXPORT, type FigureText} from '../../src/plugins/markdown-export/components';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import {visit} from 'unist-util-visit';
import {drawnFigures} from '../../src/plugins/markdown-export/figures';
import {apiPageSource} from '../../src/plugins/markdown-export/api-markdown';
import {htmlFacts, markdownFacts, pageLosses} from '../../src/plugins/markdown-export/completeness';
import {loadApiReference} from '../../src/api-reference/load';
import {SymbolIndex} from '../../src/api-reference/symbols';
import {selectSnippet} from '../../src/remark/snippet-source';
import {markdownRoute} from '../../src/plugins/markdown-export/routes';
import {landingChildren, readingOrder, sidebarOrder, type ExportPage, type SidebarItem} from '../../src/plugins/markdown-export/pages';
import {llmsFullTxt, llmsTxt, pageMarkdown, type SiteInfo} from '../../src/plugins/markdown-export/llms';

const fixtures = path.join(__dirname, '..', 'fixtures', 'markdown-export');
const apiFixtures = path.join(__dirname, '..', 'fixtures', 'api-reference');
const pageFile = path.join(fixtures, 'docs', 'section', 'page.mdx');
const SITE = 'https://docs.example.com';
const DOC_ROUTES = new Set(['/', '/section/other', '/section/child', '/api/python-api/widgets']);
const FIGURE: FigureText = {alt: 'Two boxes, a then b.', caption: 'The flow of the fixture.'};

function options(extra: Partial<ConvertOptions> = {}): ConvertOptions {
  return {
    filePath: pageFile,
    // The API reference fixture resolves <PyObject object="WidgetKey" />.
    rootDir: apiFixtures,
    snippetsDir: path.join(fixtures, 'snippets'),
    siteUrl: SITE,
    pageRoute: '/section/page',
    figures: [FIGURE],
    routeOfSource: (absolute) => (absolute === path.join(fixtures, 'docs', 'section', 'other.mdx') ? '/section/other' : undefined),
    isDocRoute: (route) => DOC_ROUTES.has(route),
    sectionIndex: () => `- [Child](${SITE}/section/child.md): The child page.`,
    downloadLink: (project) => (project === 'demo' ? {url: '/downloads/demo.zip', text: 'Download the project (7 KB zip)'} : undefined),
    ...extra,
  };
}

function convertFixture(): Promise<string> {
  return mdxToMarkdown(fs.readFileSync(pageFile, 'utf8'), options());
}

describe('MDX to Markdown', () => {
  test('snippets are inlined by the same resolution as the HTML, with their titles', async () => {
    const markdown = await convertFixture();
    expect(markdown).toContain('```python title="handler.py"\ndef handler():\n    return os.getcwd()\n```');
    expect(markdown).not.toContain('[start:body]');
  });

  test('admonitions become blockquotes led by their kind, and their title when they have one', async () => {
    const markdown = await convertFixture();
    expect(markdown).toContain('> **Warning**\n>\n> Be careful.');
    expect(markdown).toContain('> **Note: Status of things**\n>\n> Still moving.');
  });

  test('every link is absolute; doc links and PyObject lead to Markdown versions', async () => {
    const markdown = await convertFixture();
    expect(markdown).toContain(`[\`WidgetKey\`](${SITE}/api/python-api/widgets.md#dagster.WidgetKey)`);
    expect(markdown).toContain(`[another page](${SITE}/section/other.md#part)`);
    expect(markdown).toContain(`[the home](${SITE}/index.md)`);
    expect(markdown).toContain(`[relative link](${SITE}/section/child.md)`);
    expect(markdown).toContain(`[download](${SITE}/downloads/demo.zip)`);
    expect(markdown).not.toMatch(/\]\(\//);
  });

  test('install tabs give both commands under their labels', async () => {
    const markdown = await convertFixture();
    expect(markdown).toContain(
      '**pip**\n\n```bash\npip install dagster-widgets "dagster-airlift[core]"\n```\n\n**uv**\n\n```bash\nuv add dagster-widgets "dagster-airlift[core]"\n```',
    );
  });

  test('cards become a list of links with their text; figures their caption and alt text; diagrams their Mermaid source', async () => {
    const markdown = await convertFixture();
    expect(markdown).toContain(`- [Quickstart](${SITE}/section/other.md): Build a first pipeline.\n- [Elsewhere](https://example.com/x): Another site.`);
    expect(markdown).toContain('> **Figure:** The flow of the fixture.\n>\n> _Image: Two boxes, a then b._');
    expect(markdown).toContain('```mermaid\nflowchart LR\n  a --> b\n```');
  });

  test('tables stay GFM tables; tabs are labelled sections; code-only syntax disappears', async () => {
    const markdown = await convertFixture();
    expect(markdown).toMatch(/\| a +\| b +\|\n\| -+ \| -+ \|\n\| 1 +\| 2 +\|/);
    expect(markdown).toContain('**Tab: First tab**\n\nTab text.');
    expect(markdown).toContain(`- [Child](${SITE}/section/child.md): The child page.`);
    expect(markdown).toContain('_Image: A diagram of the flow_');
    expect(markdown).toContain('Ratio 3:2 and time 10:30 stay as written.');
    expect(markdown).toContain('## Heading with an id\n');
    for (const gone of ['import Tabs', '<Tabs', '<TabItem', '<InstallTabs', '<LinkCard', 'a comment that disappears', '{#custom-id}', 'title: A page', ':::']) {
      expect(markdown).not.toContain(gone);
    }
  });

  test('a project download becomes the plain link the page shows; an unknown project fails', async () => {
    const convert = (source: string) => mdxToMarkdown(source, options({figures: []}));
    const source = "import DownloadProject from '@site/src/components/DownloadProject';\n\nGet it:\n\n<DownloadProject project=\"demo\" />\n";
    expect(await convert(source)).toBe(`Get it:\n\n[Download the project (7 KB zip)](${SITE}/downloads/demo.zip)\n`);
    await expect(convert('<DownloadProject project="nope" />\n')).rejects.toThrow(/project="nope"/);
  });

  test('a component the export does not know stops it by name and line', async () => {
    await expect(mdxToMarkdown('Text.\n\n<Widget size="2" />\n', options({figures: []}))).rejects.toThrow(
      /<Widget> on line 3 has no Markdown form\. Give it one in src\/plugins\/markdown-export\/components\.ts/,
    );
    await expect(mdxToMarkdown('A <Badge>new</Badge> word.\n', options({figures: []}))).rejects.toThrow(/<Badge> on line 1/);
  });

  test('an expression that computes text stops the export; comments and string literals do not', async () => {
    await expect(mdxToMarkdown('Total: {props.count}\n', options({figures: []}))).rejects.toThrow(/\{props\.count\} on line 1 has no Markdown form/);
    expect(await mdxToMarkdown("{/* note */}\n\nSay {'hello'}.\n", options({figures: []}))).toBe('Say hello.\n');
  });

  test('figures are matched to the drawn figures of the HTML one for one', async () => {
    const source = '<FlowFigure />\n';
    await expect(mdxToMarkdown(source, options({figures: []}))).rejects.toThrow(/<FlowFigure> on line 1 has no drawn figure/);
    await expect(mdxToMarkdown(source, options({figures: [FIGURE, FIGURE]}))).rejects.toThrow(/1 drawn figure\(s\) more/);
  });

  test('Docusaurus-only syntax is normalized before parsing', () => {
    expect(normalizeDocusaurusSyntax(':::info Asset sensors or automation?\n')).toBe(':::info[Asset sensors or automation?]\n');
    expect(normalizeDocusaurusSyntax(':::info[Beta]\n')).toBe(':::info[Beta]\n');
    expect(normalizeDocusaurusSyntax('### `asset` {#dagster.asset}\n')).toBe('### `asset`\n');
    expect(normalizeDocusaurusSyntax('### `@hook` \\{#dagster.hook\\}\n')).toBe('### `@hook`\n');
  });
});

describe('components of the docs', () => {
  test('every element the hand-written pages use has a Markdown form', () => {
    const docsDir = path.join(__dirname, '..', '..', 'docs');
    const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkDirective);
    const used = new Map<string, string>();
    for (const name of fs.readdirSync(docsDir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.mdx'))) {
      const source = fs.readFileSync(path.join(docsDir, name), 'utf8');
      // Generated API pages are exported from their data files, not from their MDX.
      if (/^api_reference_source:/m.test(source)) continue;
      visit(parser.parse(normalizeDocusaurusSyntax(source)), (node) => {
        if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
          const element = (node as {name?: string | null}).name ?? '';
          if (!used.has(element)) used.set(element, name);
        }
      });
    }
    expect(used.size).toBeGreaterThan(10);
    const unknown = [...used]
      .filter(([element]) => componentHandler(element) === undefined && !(element in CONVERTED_BEFORE_EXPORT))
      .map(([element, file]) => `<${element}> in ${file}`);
    expect(unknown).toEqual([]);
  }, 120_000);
});

describe('drawn figures of a built page', () => {
  test('each figure with an image role gives its alt text and caption, in order; one without a caption fails', () => {
    const figure = (alt: string, caption: string) => `<figure><div><svg role="img" aria-label="${alt}"></svg></div><figcaption>${caption}</figcaption></figure>`;
    const html = `<html><body><article>${figure('First  drawing', 'One.')}<figure><img alt="photo"></figure>${figure('Second', 'Two <em>words</em>.')}</article></body></html>`;
    expect(drawnFigures(html)).toEqual([
      {alt: 'First drawing', caption: 'One.'},
      {alt: 'Second', caption: 'Two words.'},
    ]);
    expect(() => drawnFigures(`<article>${figure('Alt', '')}</article>`)).toThrow(/figure 1 .* has no caption/);
  });
});

describe('API reference pages in Markdown', () => {
  async function widgetsMarkdown(): Promise<string> {
    const pages = loadApiReference({rootDir: apiFixtures});
    const widgets = pages.find((page) => page.route === '/api/python-api/widgets')!;
    const snippets = path.join(apiFixtures, 'snippets');
    const source = apiPageSource(widgets, new SymbolIndex(pages), (file, marker) => selectSnippet(fs.readFileSync(path.join(snippets, file), 'utf8'), {marker}));
    return mdxToMarkdown(source, options({filePath: path.join(apiFixtures, 'docs', widgets.docPath), pageRoute: widgets.route, figures: [], autoLinkSymbols: false}));
  }

  test('an entry has its heading, signature in a python block, parameters as a list, returns and fenced example', async () => {
    const markdown = await widgetsMarkdown();
    expect(markdown).toContain('### `@widget`\n\nPython path: `dagster.widget` (decorator)\n\n```python\n@dagster.widget(\n    fn: Callable = None,\n    /,\n    *,\n    name: str | None = None,\n    key: Optional[WidgetKey] = None,\n) -> Widget\n```');
    expect(markdown).toContain('- `fn` (type `Callable`, default `None`, positional-only): The decorated function.');
    expect(markdown).toContain('- `name` (type `str | None`, default `None`, keyword-only): Name of the widget, on two lines.');
    expect(markdown).toContain('**Returns:** `Widget`: The widget.');
    expect(markdown).toContain('**Example: A widget**\n\n```python\n@dg.asset\ndef widget():\n    return 1\n```');
    expect(markdown).toContain('- `*parts` (type `Sequence[str]`): Parts of the key.');
  });

  test('lifecycle stages, members and enum values are kept', async () => {
    const markdown = await widgetsMarkdown();
    expect(markdown).toContain('### `Widget` (Deprecated)');
    expect(markdown).toMatch(/\*\*Lifecycle stage:\*\* Deprecated\. Scheduled for removal in Dagster 2\.0\. Use \[`WidgetKey`\]\([^)]+\) instead\. See \[API lifecycle stages\]\(https:\/\/docs\.example\.com\/api\/api-lifecycle#deprecated\)\./);
    expect(markdown).toContain('#### `rename`');
    expect(markdown).toContain('- `new_name` (type `str`, required): The new name.');
    expect(markdown).toMatch(/\| Member +\| Meaning +\|\n\| -+ \| -+ \|\n\| `RED` +\| Red\. +\|\n\| `BLUE` +\| Blue\. +\|/);
    expect(markdown).toMatch(/\| Option +\| Default +\| Description +\|\n\| -+ \| -+ \| -+ \|\n\| `-p, --port PORT` \| `3000` +\| Port to use\. \|/);
  });
});

describe('Markdown completeness check', () => {
  const html = (body: string, robots = '') =>
    `<html><head>${robots}</head><body><article><h1>Title</h1>${body}</article></body></html>`;
  const page = html(
    '<h2>Set up <code>dg</code>\u200b<a class="hash-link">#</a></h2>' +
      '<pre class="prism-code"><code><span class="token-line">pip   install x</span><br><span class="token-line">dg --help</span></code></pre>' +
      '<ul class="api-params"><li><code>**kwargs</code><div>More.</div></li></ul>' +
      '<table><tr><th>Option</th></tr><tr><td><code>--port</code> (TCP)</td></tr></table>' +
      '<div class="theme-admonition theme-admonition-tip alert"><p>Hint.</p></div>',
  );

  test('reads code blocks line by line, headings by their words, and parameter names from the HTML', () => {
    expect(htmlFacts(page)).toEqual({
      codeBlocks: ['pip install x dg --help'],
      headings: ['title', 'set up dg'],
      parameters: ['**kwargs'],
      tableCells: ['option', 'port tcp'],
      admonitions: ['tip'],
      listed: true,
    });
    expect(htmlFacts(html('', '<meta name="robots" content="noindex, nofollow">')).listed).toBe(false);
  });

  test('a page whose Markdown holds all of it passes; each missing piece is named', () => {
    const complete =
      '# Title\n\n## Set up `dg`\n\n```bash\npip install x\ndg --help\n```\n\n- `**kwargs` (type `Any`): More.\n\n' +
      '**Option**\n\n- `--port` (TCP)\n\n> **Tip: Title**\n>\n> Hint. [More](https://docs.example.com/x.md)\n';
    expect(pageLosses(htmlFacts(page), markdownFacts(complete))).toEqual([]);
    const lossy = '# Title\n\n## Set up\n\n```bash\npip install x\n```\n\nTakes `**kwargs`, see [this](/x). Option: port.\n\n> Hint.\n';
    expect(pageLosses(htmlFacts(page), markdownFacts(lossy))).toEqual([
      'code block "pip install x dg --help"',
      'heading "set up dg"',
      'API parameter **kwargs',
      'table cell "port tcp"',
      'tip admonition (1 on the page, 0 in the Markdown)',
      'absolute form of the link /x',
    ]);
  });
});

describe('Markdown routes and llms.txt', () => {
  const site: SiteInfo = {url: 'https://docs.example.com', title: 'Example Docs', summary: 'Docs of an example.'};
  const page = (id: string, route: string, extra: Partial<ExportPage> = {}): ExportPage => ({
    id,
    route,
    title: `Title of ${id}`,
    description: `About ${id}.`,
    unlisted: false,
    sourcePath: `/docs/${id}.mdx`,
    ...extra,
  });

  test('a route maps to <route>.md and the home page to /index.md', () => {
    expect(markdownRoute('/guides/build/assets/defining-assets')).toBe('/guides/build/assets/defining-assets.md');
    expect(markdownRoute('/guides/build/assets/')).toBe('/guides/build/assets.md');
    expect(markdownRoute('/')).toBe('/index.md');
  });

  test('a page file starts with its title, then its address and description', () => {
    expect(pageMarkdown(site, page('a', '/a'), 'Body.')).toBe('# Title of a\n\nURL: https://docs.example.com/a\n\n> About a.\n\nBody.\n');
  });

  test('llms.txt: H1, summary blockquote, one section per sidebar, unlisted pages left out', () => {
    const text = llmsTxt(site, [
      {section: 'Docs', pages: [page('a', '/a'), page('hidden', '/hidden', {unlisted: true})]},
      {section: 'API reference', pages: [page('api', '/api')]},
    ]);
    const lines = text.split('\n');
    expect(lines[0]).toBe('# Example Docs');
    expect(lines[2]).toBe('> Docs of an example.');
    expect(text).toContain('## Docs\n\n- [Title of a](https://docs.example.com/a.md): About a.\n');
    expect(text).toContain('## API reference\n\n- [Title of api](https://docs.example.com/api.md): About api.\n');
    expect(text).not.toContain('hidden');
  });

  test('llms-full.txt holds listed pages in the given order', () => {
    const full = llmsFullTxt(site, [
      {page: page('b', '/b'), markdown: '# B\n'},
      {page: page('x', '/x', {unlisted: true}), markdown: '# X\n'},
      {page: page('a', '/a'), markdown: '# A\n'},
    ]);
    expect(full.indexOf('# B')).toBeGreaterThan(0);
    expect(full.indexOf('# A')).toBeGreaterThan(full.indexOf('# B'));
    expect(full).not.toContain('# X');
  });

  const sidebar: SidebarItem[] = [
    {type: 'doc', id: 'intro'},
    {
      type: 'category',
      label: 'Build',
      link: {type: 'doc', id: 'build/index'},
      items: [
        {type: 'doc', id: 'build/one'},
        {type: 'category', label: 'Deep', items: [{type: 'doc', id: 'build/deep/first'}]},
        {type: 'link', label: 'External'},
      ],
    },
  ];

  test('reading order follows the sidebars, landing pages first; pages in no sidebar come last', () => {
    expect(sidebarOrder(sidebar)).toEqual(['intro', 'build/index', 'build/one', 'build/deep/first']);
    const pages = ['intro', 'build/index', 'build/one', 'build/deep/first', 'orphan', 'ref/a'].map((id) => page(id, `/${id}`));
    const order = readingOrder({docs: sidebar, api: [{type: 'doc', id: 'ref/a'}]}, pages);
    expect(order).toEqual([
      {section: 'Docs', ids: ['intro', 'build/index', 'build/one', 'build/deep/first']},
      {section: 'API reference', ids: ['ref/a']},
      {section: 'Other pages', ids: ['orphan']},
    ]);
  });

  test('a landing page leads its direct items, a sub-category by its first page', () => {
    expect(landingChildren(sidebar).get('build/index')).toEqual(['build/one', 'build/deep/first']);
  });
});
