import type {BlockContent, Code, Link, List, ListItem, Paragraph, PhrasingContent, RootContent} from 'mdast';
import {installCommands} from '../../components/InstallTabs/commands';
import {INTEGRATIONS} from '../../components/IntegrationGrid/integrations.generated';
import type {ConvertOptions} from './mdx-to-markdown';

/** An MDX element as the parser leaves it. */
export interface JsxNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name?: string | null;
  attributes?: unknown[];
  children?: RootContent[];
  position?: {start: {line: number}};
}

/** What a component handler gets: the element, where it sits, and how to convert its children. */
export interface ComponentContext {
  node: JsxNode;
  /** True for a block (flow) element, false inside a paragraph. */
  flow: boolean;
  options: ConvertOptions;
  /** The element's children, converted. */
  children: () => RootContent[];
  /** Converts other nodes (a nested element's children) the same way. */
  convert: (nodes: RootContent[], flow: boolean) => RootContent[];
  /** The next drawn figure of the page's HTML (alt text and caption), in document order. */
  nextFigure: (name: string) => FigureText;
}

/** A figure as the reader of the HTML gets it: the image's text alternative and its caption. */
export interface FigureText {
  alt: string;
  caption: string;
}

type ComponentHandler = (context: ComponentContext) => RootContent[];

/**
 * Every element the docs use, with how it reads in Markdown. An element not
 * listed here stops the build (see `componentHandler`): a new component must
 * be given a Markdown form on purpose, or it would vanish from `<route>.md`.
 */
const COMPONENTS: Readonly<Record<string, ComponentHandler>> = {
  // @theme/Tabs: each TabItem is a section led by its label.
  Tabs: ({children}) => children(),
  TabItem: tabItem,
  // src/components/InstallTabs: the pip and uv commands, each under its tab's label.
  InstallTabs: installTabs,
  // src/components/Cards: a list of links with their descriptions.
  CardGrid: cardGrid,
  LinkCard: (context) => [linkCard(context)],
  // src/components/IntegrationGrid: every integration the server-rendered page lists.
  IntegrationGrid: integrationGrid,
  // Supplied by the converter's options (they need the build's data).
  SectionIndex: ({options}) => {
    const list = options.sectionIndex();
    return list === '' ? [] : [{type: 'html', value: list}];
  },
  DownloadProject: downloadProject,
  // Plain HTML that reads the same in Markdown.
  br: () => [{type: 'text', value: ' '}],
  details: ({children}) => children(),
  summary: ({flow, children}) => (flow ? [paragraph([strong(children() as PhrasingContent[])])] : children()),
};

/** Figures are components named `…Figure` (src/components/figures): alt text and caption in Markdown. */
const FIGURE_NAME = /^[A-Z]\w*Figure$/;

/**
 * Elements a remark plugin of the site turns into Markdown before the export
 * sees them (the export runs the same plugins), by the plugin that does.
 */
export const CONVERTED_BEFORE_EXPORT: Readonly<Record<string, string>> = {
  PyObject: 'src/remark/pyobject.ts (a link to the API entry)',
};

export function componentHandler(name: string): ComponentHandler | undefined {
  return COMPONENTS[name] ?? (FIGURE_NAME.test(name) ? figure : undefined);
}

/** The element names the export knows, for the error message and the tests. */
export function knownComponents(): string[] {
  return [...Object.keys(COMPONENTS), '*Figure'];
}

function tabItem({node, flow, children}: ComponentContext): RootContent[] {
  const label = attribute(node, 'label') ?? attribute(node, 'value');
  if (label === undefined) throw new Error(`<TabItem> on line ${line(node)} has no label or value`);
  return flow ? [paragraph([strong([text(`Tab: ${label}`)])]), ...children()] : children();
}

function installTabs({node}: ComponentContext): RootContent[] {
  const packages = attribute(node, 'packages');
  if (packages === undefined) throw new Error(`<InstallTabs> on line ${line(node)} needs packages="…" as a plain string`);
  const commands = installCommands(packages);
  // The same labels as the tabs of the page (src/components/InstallTabs).
  return [paragraph([strong([text('pip')])]), bash(commands.pip), paragraph([strong([text('uv')])]), bash(commands.uv)];
}

function cardGrid(context: ComponentContext): RootContent[] {
  const {node, convert} = context;
  const items: ListItem[] = [];
  for (const child of node.children ?? []) {
    const element = child as unknown as JsxNode;
    if (element.type !== 'mdxJsxFlowElement' || element.name !== 'LinkCard') {
      throw new Error(`<CardGrid> on line ${line(node)} holds ${element.name ? `<${element.name}>` : child.type}; only <LinkCard> is expected`);
    }
    const children = () => convert(element.children ?? [], true);
    items.push({type: 'listItem', spread: false, children: [linkCard({...context, node: element, flow: false, children})]});
  }
  return [{type: 'list', ordered: false, spread: false, children: items} satisfies List];
}

/** `[Title](href): description`, the card's whole text. */
function linkCard({node, children}: ComponentContext): Paragraph {
  const title = attribute(node, 'title');
  const href = attribute(node, 'href');
  if (title === undefined || href === undefined) throw new Error(`<LinkCard> on line ${line(node)} needs title="…" and href="…"`);
  const description = flattenToPhrasing(children());
  const link: Link = {type: 'link', url: href, children: [text(title)]};
  return paragraph(description.length > 0 ? [link, text(': '), ...description] : [link]);
}

function integrationGrid(): RootContent[] {
  const items: ListItem[] = INTEGRATIONS.map((entry) => ({
    type: 'listItem',
    spread: false,
    children: [paragraph([{type: 'link', url: entry.href, children: [text(entry.label)]}, text(`: ${entry.description}`)])],
  }));
  return [{type: 'list', ordered: false, spread: false, children: items} satisfies List];
}

function downloadProject({node, options, flow}: ComponentContext): RootContent[] {
  const project = attribute(node, 'project') ?? '';
  const download = options.downloadLink?.(project);
  if (!download) throw new Error(`<DownloadProject project="${project}" />: no such project`);
  const link: Link = {type: 'link', url: download.url, children: [text(download.text)]};
  return [flow ? paragraph([link]) : link];
}

function figure({node, flow, nextFigure}: ComponentContext): RootContent[] {
  const name = node.name ?? '';
  if (!flow) throw new Error(`<${name}> on line ${line(node)} sits inside a paragraph; a figure is a block`);
  const {alt, caption} = nextFigure(name);
  return [{type: 'blockquote', children: [paragraph([strong([text('Figure:')]), text(` ${caption}`)]), paragraph([{type: 'emphasis', children: [text(`Image: ${alt}`)]}])]}];
}

/** A card's description is inline text, even when the MDX wrote it as a paragraph. */
function flattenToPhrasing(nodes: RootContent[]): PhrasingContent[] {
  return nodes.flatMap((node) => (node.type === 'paragraph' ? node.children : [node as PhrasingContent]));
}

export function attribute(node: JsxNode, name: string): string | undefined {
  for (const item of (node.attributes ?? []) as {type: string; name?: string; value?: unknown}[]) {
    if (item.type === 'mdxJsxAttribute' && item.name === name && typeof item.value === 'string') {
      return item.value;
    }
  }
  return undefined;
}

function line(node: JsxNode): string {
  return String(node.position?.start.line ?? '?');
}

function text(value: string): PhrasingContent {
  return {type: 'text', value};
}

function strong(children: PhrasingContent[]): PhrasingContent {
  return {type: 'strong', children};
}

function paragraph(children: PhrasingContent[]): Paragraph {
  return {type: 'paragraph', children};
}

function bash(value: string): BlockContent {
  return {type: 'code', lang: 'bash', meta: null, value} satisfies Code;
}
