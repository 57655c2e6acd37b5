import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkStringify from 'remark-stringify';
import {VFile} from 'vfile';
import {describe, expect, test} from 'vitest';
import remarkPyObject from '../../src/remark/pyobject';

const rootDir = path.join(__dirname, '..', 'fixtures', 'api-reference');

async function transform(markdown: string, frontMatter: Record<string, unknown> = {}): Promise<string> {
  const file = new VFile({path: path.join(rootDir, 'docs', 'page.mdx'), value: markdown, data: {frontMatter}});
  const result = await unified().use(remarkParse).use(remarkMdx).use(remarkPyObject, {rootDir}).use(remarkStringify).process(file);
  return String(result).trim();
}

describe('remark PyObject plugin', () => {
  test('a bare name becomes a code link to its anchor', async () => {
    expect(await transform('Use <PyObject object="WidgetKey" /> here.')).toBe(
      'Use [`WidgetKey`](/api/python-api/widgets#dagster.WidgetKey) here.',
    );
  });

  test('decorator, member paths, full paths and displayText', async () => {
    expect(await transform('<PyObject object="widget" decorator /> and <PyObject object="Widget.rename" />')).toBe(
      '[`@widget`](/api/python-api/widgets#dagster.widget) and [`Widget.rename`](/api/python-api/widgets#dagster.Widget.rename)',
    );
    expect(await transform('<PyObject object="dagster_gadget.resources.GadgetResource" displayText="the resource" />')).toBe(
      '[`the resource`](/api/python-api/libraries/dagster-gadget#dagster_gadget.resources.GadgetResource)',
    );
  });

  test('on a library page a bare name resolves in that library', async () => {
    expect(await transform('<PyObject object="GadgetResource" />', {api_reference_modules: ['dagster_gadget']})).toBe(
      '[`GadgetResource`](/api/python-api/libraries/dagster-gadget#dagster_gadget.resources.GadgetResource)',
    );
  });

  test('an unknown symbol fails the build by name, with the page and line', async () => {
    await expect(transform('text\n\n<PyObject object="Gizmo" />')).rejects.toThrow(
      '[PyObject] docs/page.mdx:3: unknown API symbol "Gizmo": no entry in the API reference data (api/)',
    );
  });

  test('a PyObject without object= fails', async () => {
    await expect(transform('<PyObject />')).rejects.toThrow(/needs an object="..." attribute/);
  });
});
