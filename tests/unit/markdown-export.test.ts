import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {mdxToMarkdown, normalizeDocusaurusSyntax} from '../../src/plugins/markdown-export/mdx-to-markdown';
import {markdownRoute} from '../../src/plugins/markdown-export/routes';
import {landingChildren, readingOrder, sidebarOrder, type ExportPage, type SidebarItem} from '../../src/plugins/markdown-export/pages';
import {llmsFullTxt, llmsTxt, pageMarkdown, type SiteInfo} from '../../src/plugins/markdown-export/llms';

const fixtures = path.join(__dirname, '..', 'fixtures', 'markdown-export');
const pageFile = path.join(fixtures, 'docs', 'section', 'page.mdx');

async function convertFixture(): Promise<string> {
  return mdxToMarkdown(fs.readFileSync(pageFile, 'utf8'), {
    filePath: pageFile,
    // The API reference fixture resolves <PyObject object="WidgetKey" />.
    rootDir: path.join(__dirname, '..', 'fixtures', 'api-reference'),
    snippetsDir: path.join(fixtures, 'snippets'),
    routeOfSource: (absolute) => (absolute === path.join(fixtures, 'docs', 'section', 'other.mdx') ? '/section/other' : undefined),
    isDocRoute: (route) => route === '/',
    sectionIndex: () => '- [Child](/section/child.md): The child page.',
  });
}

describe('MDX to Markdown', () => {
  test('snippets are inlined by the same resolution as the HTML, with their titles', async () => {
    const markdown = await convertFixture();
    expect(markdown).toContain('```python title="handler.py"\ndef handler():\n    return os.getcwd()\n```');
    expect(markdown).not.toContain('[start:body]');
  });

  test('admonitions become blockquotes led by their label', async () => {
    const markdown = await convertFixture();
    expect(markdown).toContain('> **Warning**\n>\n> Be careful.');
    expect(markdown).toContain('> **Status of things**\n>\n> Still moving.');
  });

  test('PyObject links to its API anchor; doc links point at Markdown versions', async () => {
    const markdown = await convertFixture();
    expect(markdown).toContain('[`WidgetKey`](/api/python-api/widgets#dagster.WidgetKey)');
    expect(markdown).toContain('[another page](/section/other.md#part)');
    expect(markdown).toContain('[the home](/index.md)');
  });

  test('tables stay GFM tables; components become text; code-only syntax disappears', async () => {
    const markdown = await convertFixture();
    expect(markdown).toMatch(/\| a +\| b +\|\n\| -+ \| -+ \|\n\| 1 +\| 2 +\|/);
    expect(markdown).toContain('**First tab**\n\nTab text.');
    expect(markdown).toContain('- [Child](/section/child.md): The child page.');
    expect(markdown).toContain('_Image: A diagram of the flow_');
    expect(markdown).toContain('Ratio 3:2 and time 10:30 stay as written.');
    expect(markdown).toContain('## Heading with an id\n');
    for (const gone of ['import Tabs', '<Tabs', '<TabItem', 'a comment that disappears', '{#custom-id}', 'title: A page', ':::']) {
      expect(markdown).not.toContain(gone);
    }
  });

  test('a project download becomes the plain link the page shows; an unknown project fails', async () => {
    const convert = (source: string) =>
      mdxToMarkdown(source, {
        filePath: pageFile,
        rootDir: fixtures,
        snippetsDir: path.join(fixtures, 'snippets'),
        routeOfSource: () => undefined,
        isDocRoute: () => false,
        sectionIndex: () => '',
        downloadLink: (project) => (project === 'demo' ? {url: '/downloads/demo.zip', text: 'Download the project (7 KB zip)'} : undefined),
      });
    const source = "import DownloadProject from '@site/src/components/DownloadProject';\n\nGet it:\n\n<DownloadProject project=\"demo\" />\n";
    expect(await convert(source)).toBe('Get it:\n\n[Download the project (7 KB zip)](/downloads/demo.zip)\n');
    await expect(convert('<DownloadProject project="nope" />\n')).rejects.toThrow(/project="nope"/);
  });

  test('Docusaurus-only syntax is normalized before parsing', () => {
    expect(normalizeDocusaurusSyntax(':::info Asset sensors or automation?\n')).toBe(':::info[Asset sensors or automation?]\n');
    expect(normalizeDocusaurusSyntax(':::info[Beta]\n')).toBe(':::info[Beta]\n');
    expect(normalizeDocusaurusSyntax('### `asset` {#dagster.asset}\n')).toBe('### `asset`\n');
    expect(normalizeDocusaurusSyntax('### `@hook` \\{#dagster.hook\\}\n')).toBe('### `@hook`\n');
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
