import path from 'node:path';
import type {Root, RootContent, Parent, PhrasingContent, BlockContent, Link} from 'mdast';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkStringify from 'remark-stringify';
import {VFile} from 'vfile';
import remarkSnippets from '../../remark/snippets';
import remarkPyObject from '../../remark/pyobject';
import {markdownRoute} from './routes';

export interface ConvertOptions {
  /** Absolute path of the page's MDX file. */
  filePath: string;
  /** Project root (holds api/ and snippets/). */
  rootDir: string;
  /** Snippet folder, when not `<rootDir>/snippets`. */
  snippetsDir?: string;
  /** Route of a doc by its absolute source path, or undefined when it is not a doc. */
  routeOfSource: (absolutePath: string) => string | undefined;
  /** Whether a route is a page that has a Markdown version. */
  isDocRoute: (route: string) => boolean;
  /** Markdown for `<SectionIndex />`: the list of pages this landing page leads. */
  sectionIndex: () => string;
  /** Address and text of `<DownloadProject project="…" />`, or undefined for an unknown project. */
  downloadLink?: (project: string) => {url: string; text: string} | undefined;
}

const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
};

/**
 * MDX as Docusaurus writes it, made into input the stock MDX parser accepts:
 * `:::note Title` becomes `:::note[Title]`, and `{#id}` heading ids go (the
 * Markdown output has no use for them, and MDX would read them as code).
 */
export function normalizeDocusaurusSyntax(source: string): string {
  return source
    .replace(/^(\s*:::[a-z]+)[ \t]+([^\n[{]+?)[ \t]*$/gm, '$1[$2]')
    .replace(/^(#{1,6}[^\n]*?)[ \t]*\\?\{#[^}\n]+?\\?\}[ \t]*$/gm, '$1');
}

/** Converts one page's MDX to plain Markdown: snippets inlined, components rendered as text. */
export async function mdxToMarkdown(source: string, options: ConvertOptions): Promise<string> {
  const file = new VFile({path: options.filePath, value: normalizeDocusaurusSyntax(source)});
  const parser = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkFrontmatter)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkSnippets, {snippetsDir: options.snippetsDir ?? path.join(options.rootDir, 'snippets')})
    .use(remarkPyObject, {rootDir: options.rootDir})
    .use(() => (tree: Root) => simplify(tree, options));
  const tree = await parser.run(parser.parse(file), file);
  // A separate writer without the MDX and directive syntax: none is left in the
  // tree, and their escaping (`3\:2`, `\{`) would only make the text harder to read.
  const result = unified()
    .use(remarkStringify, {fences: true, bullet: '-', emphasis: '_', rule: '-', listItemIndent: 'one'})
    .use(remarkGfm)
    .stringify(tree as Root);
  // Zero-width spaces keep `[[` apart for MDX in the generated API pages; plain Markdown needs none.
  return String(result).replace(/\u200B/g, '').trim() + '\n';
}

type AnyNode = RootContent & {children?: RootContent[]; name?: string | null; attributes?: unknown[]};

function simplify(tree: Root, options: ConvertOptions): void {
  tree.children = transformChildren(tree.children, options, true);
}

function transformChildren(children: RootContent[], options: ConvertOptions, flow: boolean): RootContent[] {
  return children.flatMap((child) => transformNode(child as AnyNode, options, flow));
}

function transformNode(node: AnyNode, options: ConvertOptions, flow: boolean): RootContent[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'containerDirective':
      return [admonition(node, options)];
    case 'leafDirective':
    case 'textDirective':
      // Not an admonition: a colon in prose that the directive syntax picked up.
      return [{type: 'text', value: `:${node.name ?? ''}`}, ...transformChildren(node.children ?? [], options, false)];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsxElement(node, options, node.type === 'mdxJsxFlowElement');
    case 'link':
      return [rewriteLink(node, options)];
    case 'image':
      return imageAsText(node, flow);
    default:
      if (Array.isArray(node.children)) {
        (node as Parent).children = transformChildren(node.children, options, isFlowContainer(node.type));
      }
      return [node];
  }
}

function isFlowContainer(type: string): boolean {
  return type === 'blockquote' || type === 'listItem' || type === 'root' || type === 'footnoteDefinition';
}

function admonition(node: AnyNode, options: ConvertOptions): RootContent {
  const kind = node.name ?? 'note';
  const children = node.children ?? [];
  const first = children[0] as (Parent & {data?: {directiveLabel?: boolean}}) | undefined;
  const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const label: PhrasingContent[] = hasLabel
    ? (first.children as PhrasingContent[])
    : [{type: 'text', value: ADMONITION_LABELS[kind] ?? kind}];
  const body = transformChildren(hasLabel ? children.slice(1) : children, options, true);
  return {
    type: 'blockquote',
    children: [{type: 'paragraph', children: [{type: 'strong', children: label}]}, ...(body as BlockContent[])],
  };
}

function attributeValue(node: AnyNode, name: string): string | undefined {
  for (const attribute of (node.attributes ?? []) as {type: string; name?: string; value?: unknown}[]) {
    if (attribute.type === 'mdxJsxAttribute' && attribute.name === name && typeof attribute.value === 'string') {
      return attribute.value;
    }
  }
  return undefined;
}

function jsxElement(node: AnyNode, options: ConvertOptions, flow: boolean): RootContent[] {
  const name = node.name ?? '';
  if (name === 'SectionIndex') {
    const list = options.sectionIndex();
    return list === '' ? [] : [{type: 'html', value: list}];
  }
  if (name === 'DownloadProject') {
    return [downloadLink(node, options, flow)];
  }
  const children = transformChildren(node.children ?? [], options, flow);
  // A titled wrapper (a tab, a details summary) keeps its title as a bold line.
  const title = attributeValue(node, 'label') ?? attributeValue(node, 'title');
  if (flow && title !== undefined) {
    return [{type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: title}]}]}, ...children];
  }
  if (name === 'summary') {
    return flow ? [{type: 'paragraph', children: [{type: 'strong', children: children as PhrasingContent[]}]}] : children;
  }
  if (name === 'br') {
    return [{type: 'text', value: ' '}];
  }
  return children;
}

/** The project download as the plain link the HTML page shows, so readers of the Markdown get it too. */
function downloadLink(node: AnyNode, options: ConvertOptions, flow: boolean): RootContent {
  const project = attributeValue(node, 'project') ?? '';
  const link = options.downloadLink?.(project);
  if (!link) throw new Error(`<DownloadProject project="${project}" />: no such project`);
  const markdown: Link = {type: 'link', url: link.url, children: [{type: 'text', value: link.text}]};
  return flow ? {type: 'paragraph', children: [markdown]} : markdown;
}

function rewriteLink(node: Link, options: ConvertOptions): RootContent {
  node.children = transformChildren(node.children, options, false) as PhrasingContent[];
  const url = node.url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('#')) {
    return node;
  }
  const [pathPart = '', hash] = url.split('#', 2);
  const anchor = hash === undefined ? '' : `#${hash}`;
  if (/\.mdx?$/.test(pathPart)) {
    const route = options.routeOfSource(path.resolve(path.dirname(options.filePath), decodeURIComponent(pathPart)));
    if (route !== undefined) {
      node.url = markdownRoute(route) + anchor;
    }
    return node;
  }
  if (pathPart.startsWith('/') && options.isDocRoute(pathPart.replace(/\/$/, '') || '/')) {
    node.url = markdownRoute(pathPart.replace(/\/$/, '') || '/') + anchor;
  }
  return node;
}

/** Images bundled beside a page have no stable address outside the HTML build: keep their description. */
function imageAsText(node: RootContent, flow: boolean): RootContent[] {
  const image = node as {url: string; alt?: string | null};
  if (/^(https?:)?\//.test(image.url)) {
    return [node];
  }
  const text: PhrasingContent = {type: 'emphasis', children: [{type: 'text', value: `Image: ${image.alt ?? ''}`.trim()}]};
  return flow ? [{type: 'paragraph', children: [text]}] : [text];
}
