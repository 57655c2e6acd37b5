import fs from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkStringify from 'remark-stringify';
import type {Root} from 'mdast';
import type {Program} from 'estree';
import {VFile} from 'vfile';
import {describe, expect, test} from 'vitest';
import remarkSnippets from '../../src/remark/snippets';
import remarkPyObject from '../../src/remark/pyobject';
import remarkAutoLinkSymbols from '../../src/remark/auto-link-symbols';
import remarkRelatedApi from '../../src/remark/related-api';
import {symbolsInPython} from '../../src/remark/python-symbols';
import {symbolIndex} from '../../src/remark/symbol-index';

const rootDir = path.join(__dirname, '..', 'fixtures', 'api-reference');
const FIXTURES = path.join(__dirname, '..', 'fixtures', 'remark', 'related-api');
const index = symbolIndex(rootDir);

/** The toc export Docusaurus's toc plugin leaves at the end of the tree. */
function fakeTocExport() {
  return (tree: Root) => {
    const estree: Program = {
      type: 'Program',
      sourceType: 'module',
      body: [
        {
          type: 'ExportNamedDeclaration',
          specifiers: [],
          attributes: [],
          declaration: {
            type: 'VariableDeclaration',
            kind: 'const',
            declarations: [{type: 'VariableDeclarator', id: {type: 'Identifier', name: 'toc'}, init: {type: 'ArrayExpression', elements: []}}],
          },
        },
      ],
    };
    tree.children.push({type: 'mdxjsEsm', value: '', data: {estree}});
  };
}

async function transform(markdown: string, page = 'docs/guides/page.mdx') {
  const file = new VFile({path: path.join(rootDir, page), value: markdown});
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(fakeTocExport)
    .use(remarkSnippets, {snippetsDir: path.join(FIXTURES, 'snippets')})
    .use(remarkPyObject, {rootDir})
    .use(remarkAutoLinkSymbols, {rootDir})
    .use(remarkRelatedApi, {rootDir, include: ['docs/guides']});
  const tree = (await processor.run(processor.parse(file), file)) as Root;
  const toc = (tree.children.find((node) => node.type === 'mdxjsEsm')!.data!.estree as Program).body[0];
  const withoutToc: Root = {...tree, children: tree.children.filter((node) => node.type !== 'mdxjsEsm')};
  const markdownOut = unified().use(remarkMdx).use(remarkStringify, {fences: true, bullet: '-'}).stringify(withoutToc);
  return {markdown: markdownOut, toc: JSON.stringify(toc)};
}

describe('remark "Related API" section', () => {
  test('lists the entries of snippets, PyObject and code-font links, sorted and de-duplicated (fixture)', async () => {
    const input = fs.readFileSync(path.join(FIXTURES, 'input.mdx'), 'utf8');
    const expected = fs.readFileSync(path.join(FIXTURES, 'expected.mdx'), 'utf8');
    const {markdown, toc} = await transform(input);
    expect(markdown).toBe(expected);
    expect(toc).toContain('"value":"Related API"');
    expect(toc).toContain('"value":"related-api"');
  });

  test('a page that uses no documented symbol gets nothing', async () => {
    const {markdown, toc} = await transform('# Page\n\nPlain `text` and [a link](/elsewhere#x).\n\n```python\nimport os\nprint(os.name)\n```\n');
    expect(markdown).not.toContain('Related API');
    expect(toc).not.toContain('Related API');
  });

  test('a region shown without imports (marker=) counts what it uses, named by the whole file\'s imports', async () => {
    const {markdown} = await transform('# Page\n\n```python file=region.py marker=shown\n```\n');
    const related = markdown.slice(markdown.indexOf('## Related API'));
    expect(related).toContain('[`@widget`]');
    expect(related).toContain('[`dagster_gadget.resources.GadgetResource`]');
    // Imported by the file, used only outside the region: not part of what the page shows.
    expect(related).not.toContain('WidgetKey');
    expect(related).not.toContain('WidgetColor');
  });

  test('pages outside the included folders are left alone', async () => {
    const {markdown} = await transform('Uses <PyObject object="WidgetKey" />.', 'docs/api/page.mdx');
    expect(markdown).not.toContain('Related API');
  });
});

describe('symbols a Python example uses', () => {
  const paths = (code: string) => symbolsInPython(code, index).map((target) => target.path).sort();

  test('module aliases, from-imports (with aliases and parentheses) and member uses', () => {
    expect(paths('import dagster as dg\n\nx = dg.WidgetKey(["a"])\ny = dg.Widget.rename\n')).toEqual(['dagster.Widget', 'dagster.WidgetKey']);
    expect(paths('from dagster import (\n    WidgetKey as Key,\n    widget,\n)\n')).toEqual(['dagster.WidgetKey', 'dagster.widget']);
    expect(paths('import dagster\n\ndagster.WidgetColor.RED\n')).toEqual(['dagster.WidgetColor']);
  });

  test('a library class is found where the reference documents it', () => {
    expect(paths('from dagster_gadget import GadgetResource\n')).toEqual(['dagster_gadget.resources.GadgetResource']);
    expect(paths('import dagster_gadget\n\ndagster_gadget.GadgetResource()\n')).toEqual(['dagster_gadget.resources.GadgetResource']);
  });

  test('imports of the whole file name aliases, but only names used in the shown code count', () => {
    const fileImports = 'import dagster as dg\nfrom dagster import WidgetColor\nfrom dagster import (\n    WidgetKey as Key,\n)\n';
    expect(symbolsInPython('x = dg.Widget\ny = Key(["a"])\n', index, fileImports).map((target) => target.path).sort()).toEqual(['dagster.Widget', 'dagster.WidgetKey']);
  });

  test('undocumented names, other packages, comments and unimported aliases count for nothing', () => {
    expect(paths('import dagster as dg\nfrom pandas import WidgetKey\n\n# dg.Widget\nx = dg.Gizmo\ny = other.WidgetKey\n')).toEqual([]);
  });
});
