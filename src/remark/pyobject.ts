import type {Root, Parent, PhrasingContent} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {visit, SKIP} from 'unist-util-visit';
import {shortName} from '../api-reference/anchors';
import {pageLabel, pageModules, symbolIndex} from './symbol-index';

export interface PyObjectOptions {
  /** Project root holding api/ and snippets/. */
  rootDir: string;
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/**
 * Remark plugin: `<PyObject object="AssetKey" />` becomes a link, in code
 * font, to the symbol's entry in the API reference. The name is resolved at
 * build time against the reference data, so an unknown symbol fails the build
 * by name, and the link goes through Docusaurus `Link`, so a wrong anchor
 * fails the broken-anchor check. Attributes: `object` (a name, a path
 * relative to `dagster`, or a full path), `decorator` (render `@name`),
 * `displayText` (text to show instead of the name).
 */
export default function remarkPyObject({rootDir}: PyObjectOptions) {
  return (tree: Root, file: VFile): void => {
    visit(tree, (node, position, parent) => {
      if (!isPyObject(node) || parent === undefined || position === undefined) {
        return undefined;
      }
      const where = `${pageLabel(rootDir, file)}:${node.position?.start.line ?? '?'}`;
      const object = stringAttribute(node, 'object');
      if (!object) {
        throw new Error(`[PyObject] ${where}: needs an object="..." attribute`);
      }
      const modules = pageModules(file);
      const target = symbolIndex(rootDir).resolve(object, modules);
      if (!target) {
        throw new Error(`[PyObject] ${where}: unknown API symbol "${object}": no entry in the API reference data (api/)`);
      }
      const label =
        stringAttribute(node, 'displayText') ??
        `${hasAttribute(node, 'decorator') ? '@' : ''}${object.includes('.') && !object.startsWith(target.path.split('.')[0] + '.') ? object : shortName(target.path)}`;
      const link: PhrasingContent = {
        type: 'link',
        url: `${target.route}#${target.anchor}`,
        children: [{type: 'inlineCode', value: label}],
      };
      (parent as Parent).children[position] =
        node.type === 'mdxJsxFlowElement' ? {type: 'paragraph', children: [link]} : link;
      return SKIP;
    });
  };
}

function isPyObject(node: unknown): node is JsxElement {
  const candidate = node as {type?: string; name?: string};
  return (candidate.type === 'mdxJsxFlowElement' || candidate.type === 'mdxJsxTextElement') && candidate.name === 'PyObject';
}

function attribute(node: JsxElement, name: string) {
  return node.attributes.find((attr) => attr.type === 'mdxJsxAttribute' && attr.name === name);
}

function hasAttribute(node: JsxElement, name: string): boolean {
  return attribute(node, name) !== undefined;
}

function stringAttribute(node: JsxElement, name: string): string | undefined {
  const found = attribute(node, name);
  return found && typeof found.value === 'string' ? found.value : undefined;
}
