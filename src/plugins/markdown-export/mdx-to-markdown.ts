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
import {visit} from 'unist-util-visit';
import remarkSnippets from '../../remark/snippets';
import remarkPyObject from '../../remark/pyobject';
import remarkAutoLinkSymbols from '../../remark/auto-link-symbols';
import remarkRelatedApi from '../../remark/related-api';
import {markdownRoute} from './routes';
import {componentHandler, knownComponents, type FigureText, type JsxNode} from './components';

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
  /** Absolute origin every link is made absolute against, without a trailing slash: `https://docs.dagster.io`. */
  siteUrl: string;
  /** Route of the page, which relative links resolve against. */
  pageRoute: string;
  /** The drawn figures of the page's HTML, in document order: one per `<…Figure />` element. */
  figures?: readonly FigureText[];
  /**
   * Whether API symbols in code font become links, as on the HTML page (default
   * true). Off for the API reference's own Markdown, where a parameter named
   * like a symbol (`dbt_assets`) must stay a name.
   */
  autoLinkSymbols?: boolean;
  /** Folders (relative to rootDir) whose pages end with a "Related API" section, as in the HTML. */
  relatedApiFolders?: readonly string[];
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
    .use(options.autoLinkSymbols === false ? [] : [[remarkAutoLinkSymbols, {rootDir: options.rootDir}]])
    .use(remarkRelatedApi, {rootDir: options.rootDir, include: options.relatedApiFolders ?? []})
    .use(() => (tree: Root) => simplify(tree, options));
  const tree = await parser.run(parser.parse(file), file);
  // A separate writer without the MDX and directive syntax: none is left in the
  // tree, and their escaping (`3\:2`, `\{`) would only make the text harder to read.
  const result = unified()
    .use(remarkStringify, {fences: true, bullet: '-', emphasis: '_', rule: '-', listItemIndent: 'one'})
    // Unpadded tables: column padding only adds bytes for a reader that parses them.
    .use(remarkGfm, {tablePipeAlign: false})
    .stringify(tree as Root);
  // Zero-width spaces keep `[[` apart for MDX in the generated API pages; plain Markdown needs none.
  return String(result).replace(/\u200B/g, '').trim() + '\n';
}

type AnyNode = RootContent & {children?: RootContent[]; name?: string | null; attributes?: unknown[]; value?: string};

/** State of one page's conversion: its options and the figures of its HTML not yet placed. */
interface Conversion {
  options: ConvertOptions;
  figures: FigureText[];
}

function simplify(tree: Root, options: ConvertOptions): void {
  const conversion: Conversion = {options, figures: [...(options.figures ?? [])]};
  tree.children = transformChildren(tree.children, conversion, true);
  if (conversion.figures.length > 0) {
    throw new Error(`the HTML has ${conversion.figures.length} drawn figure(s) more than the MDX has <…Figure /> elements`);
  }
}

function transformChildren(children: RootContent[], conversion: Conversion, flow: boolean): RootContent[] {
  return children.flatMap((child) => transformNode(child as AnyNode, conversion, flow));
}

function transformNode(node: AnyNode, conversion: Conversion, flow: boolean): RootContent[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return expression(node, flow);
    case 'containerDirective':
      return [admonition(node, conversion)];
    case 'leafDirective':
    case 'textDirective':
      // Not an admonition: a colon in prose that the directive syntax picked up.
      return [{type: 'text', value: `:${node.name ?? ''}`}, ...transformChildren(node.children ?? [], conversion, false)];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsxElement(node as unknown as JsxNode, conversion, node.type === 'mdxJsxFlowElement');
    case 'link':
      return [rewriteLink(node, conversion)];
    case 'image':
      return imageAsText(node, conversion.options, flow);
    default:
      if (Array.isArray(node.children)) {
        (node as Parent).children = transformChildren(node.children, conversion, isFlowContainer(node.type));
      }
      return [node];
  }
}

function isFlowContainer(type: string): boolean {
  return type === 'blockquote' || type === 'listItem' || type === 'root' || type === 'footnoteDefinition';
}

/**
 * A comment (`{/* … *\/}`) says nothing to a reader, and a string literal is
 * text; any other expression computes what the page shows, which the export
 * cannot know, so it stops the build. Read from the estree remark-mdx attaches.
 */
function expression(node: AnyNode, flow: boolean): RootContent[] {
  const program = (node as {data?: {estree?: {body: {type: string; expression?: {type: string; value?: unknown}}[]}}}).data?.estree;
  const statements = program?.body ?? [];
  if (program !== undefined && statements.length === 0) {
    return [];
  }
  const value = statements.length === 1 ? statements[0]!.expression : undefined;
  if (value?.type === 'Literal' && typeof value.value === 'string') {
    const text: PhrasingContent = {type: 'text', value: value.value};
    return flow ? [{type: 'paragraph', children: [text]}] : [text];
  }
  const source = (node.value ?? '').trim();
  throw new Error(`the expression {${source.slice(0, 60)}} on line ${node.position?.start.line ?? '?'} has no Markdown form (only comments and string literals have one)`);
}

function admonition(node: AnyNode, conversion: Conversion): RootContent {
  const kind = node.name ?? 'note';
  const kindLabel = ADMONITION_LABELS[kind];
  if (kindLabel === undefined) {
    throw new Error(`:::${kind} on line ${node.position?.start.line ?? '?'} is not an admonition the site renders (${Object.keys(ADMONITION_LABELS).join(', ')})`);
  }
  const children = node.children ?? [];
  const first = children[0] as (Parent & {data?: {directiveLabel?: boolean}}) | undefined;
  const hasTitle = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  // The kind always leads, so a titled warning still reads as a warning.
  const label: PhrasingContent[] = hasTitle
    ? [{type: 'text', value: `${kindLabel}: `}, ...(transformChildren(first.children as RootContent[], conversion, false) as PhrasingContent[])]
    : [{type: 'text', value: kindLabel}];
  const body = transformChildren(hasTitle ? children.slice(1) : children, conversion, true);
  return {
    type: 'blockquote',
    children: [{type: 'paragraph', children: [{type: 'strong', children: label}]}, ...(body as BlockContent[])],
  };
}

function jsxElement(node: JsxNode, conversion: Conversion, flow: boolean): RootContent[] {
  const name = node.name ?? '';
  const handler = componentHandler(name);
  if (handler === undefined) {
    throw new Error(
      `<${name || 'fragment'}> on line ${node.position?.start.line ?? '?'} has no Markdown form. ` +
        `Give it one in src/plugins/markdown-export/components.ts (known: ${knownComponents().join(', ')})`,
    );
  }
  return handler({
    node,
    flow,
    options: conversion.options,
    children: () => transformChildren(node.children ?? [], conversion, flow),
    convert: (nodes, childFlow) => transformChildren(nodes, conversion, childFlow),
    nextFigure: (figureName) => {
      const next = conversion.figures.shift();
      if (next === undefined) {
        throw new Error(`<${figureName}> on line ${node.position?.start.line ?? '?'} has no drawn figure in the page's HTML`);
      }
      return next;
    },
  }).map((converted) => {
    // Links a handler made (cards, downloads) are made absolute like the page's own; absolute ones stay as they are.
    visit(converted, 'link', (link: Link) => {
      link.url = absoluteUrl(link.url, conversion.options);
    });
    return converted;
  });
}

/** Every link absolute, and a link to a doc page leads to its Markdown version. */
function rewriteLink(node: Link, conversion: Conversion): RootContent {
  const {options} = conversion;
  node.children = transformChildren(node.children, conversion, false) as PhrasingContent[];
  node.url = absoluteUrl(node.url, options);
  return node;
}

export function absoluteUrl(url: string, options: Pick<ConvertOptions, 'siteUrl' | 'pageRoute' | 'filePath' | 'routeOfSource' | 'isDocRoute'>): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) {
    return url;
  }
  const [pathPart = '', hash] = url.split('#', 2);
  const anchor = hash === undefined ? '' : `#${hash}`;
  if (pathPart === '') {
    return `${options.siteUrl}${markdownRoute(options.pageRoute)}${anchor}`;
  }
  if (/\.mdx?$/.test(pathPart) && !pathPart.startsWith('/')) {
    const route = options.routeOfSource(path.resolve(path.dirname(options.filePath), decodeURIComponent(pathPart)));
    if (route === undefined) {
      throw new Error(`the link ${url} leads to no doc page`);
    }
    return `${options.siteUrl}${markdownRoute(route)}${anchor}`;
  }
  const resolved = new URL(pathPart, `${options.siteUrl}${options.pageRoute}`);
  const route = resolved.pathname.replace(/\/$/, '') || '/';
  if (options.isDocRoute(route)) {
    return `${options.siteUrl}${markdownRoute(route)}${anchor}`;
  }
  return `${resolved.origin}${resolved.pathname}${resolved.search}${anchor}`;
}

/** Images bundled beside a page have no stable address outside the HTML build: keep their description. */
function imageAsText(node: RootContent, options: ConvertOptions, flow: boolean): RootContent[] {
  const image = node as {url: string; alt?: string | null};
  if (/^(https?:)?\//.test(image.url)) {
    image.url = /^https?:/.test(image.url) ? image.url : `${options.siteUrl}${image.url}`;
    return [node];
  }
  const text: PhrasingContent = {type: 'emphasis', children: [{type: 'text', value: `Image: ${image.alt ?? ''}`.trim()}]};
  return flow ? [{type: 'paragraph', children: [text]}] : [text];
}
