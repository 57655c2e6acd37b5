import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkStringify from 'remark-stringify';
import type {Root} from 'mdast';
import {VFile} from 'vfile';
import {describe, expect, test} from 'vitest';
import remarkAutoLinkSymbols from '../../src/remark/auto-link-symbols';

const rootDir = path.join(__dirname, '..', 'fixtures', 'api-reference');

/** Sets heading ids the way Docusaurus's heading plugin does before ours runs. */
function fakeHeadingIds() {
  return (tree: Root) => {
    for (const node of tree.children) {
      if (node.type === 'heading') {
        const text = node.children.map((child) => ('value' in child ? child.value : '')).join('');
        node.data = {hProperties: {id: text.startsWith('dagster') ? text : text.toLowerCase().replace(/\s+/g, '-')}};
      }
    }
  };
}

async function transform(markdown: string, frontMatter: Record<string, unknown> = {}): Promise<string> {
  const file = new VFile({path: path.join(rootDir, 'docs', 'page.mdx'), value: markdown, data: {frontMatter}});
  const result = await unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(fakeHeadingIds)
    .use(remarkAutoLinkSymbols, {rootDir})
    .use(remarkStringify)
    .process(file);
  return String(result).trim();
}

describe('remark auto-link of API symbols in code font', () => {
  test('dg.X, @dg.x and unambiguous bare names link to their entries', async () => {
    expect(await transform('Use `dg.WidgetKey`, `@dg.widget` and `Widget()`.')).toBe(
      'Use [`dg.WidgetKey`](/api/python-api/widgets#dagster.WidgetKey), [`@dg.widget`](/api/python-api/widgets#dagster.widget) and [`Widget()`](/api/python-api/widgets#dagster.Widget).',
    );
  });

  test('only the first mention under a heading links', async () => {
    expect(await transform('`WidgetKey` and `WidgetKey`\n\n## Next\n\n`WidgetKey`')).toBe(
      '[`WidgetKey`](/api/python-api/widgets#dagster.WidgetKey) and `WidgetKey`\n\n## Next\n\n[`WidgetKey`](/api/python-api/widgets#dagster.WidgetKey)',
    );
  });

  test('lowercase words, unknown names, headings and existing links stay as they are', async () => {
    expect(await transform('`widget`, `dg.Gizmo`, `Widget.nope` and [`WidgetKey`](/x)\n\n## `WidgetKey`')).toBe(
      '`widget`, `dg.Gizmo`, `Widget.nope` and [`WidgetKey`](/x)\n\n## `WidgetKey`',
    );
  });

  test('a symbol is not linked inside its own entry on its own page', async () => {
    const page = {api_reference_source: 'api/python-api/widgets.yaml', api_reference_modules: ['dagster']};
    expect(await transform('## dagster.WidgetKey\n\n`WidgetKey` and `Widget`', page)).toBe(
      '## dagster.WidgetKey\n\n`WidgetKey` and [`Widget`](/api/python-api/widgets#dagster.Widget)',
    );
  });

  test('library symbols link by a unique bare name from any page', async () => {
    expect(await transform('Use `GadgetResource`.')).toBe(
      'Use [`GadgetResource`](/api/python-api/libraries/dagster-gadget#dagster_gadget.resources.GadgetResource).',
    );
  });
});
