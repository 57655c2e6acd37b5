import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type {Blockquote, Code, Heading, Link, ListItem, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {visit} from 'unist-util-visit';
import {markdownRoute} from './routes';

/**
 * Whether each page's Markdown holds what its HTML teaches: every code block
 * (whitespace-collapsed), every heading (its words), every API parameter
 * name (as the name of a list item), every table cell's words, every
 * admonition (by kind), only absolute links, and whether llms-full.txt holds
 * every listed page. Reads a finished build only, so it checks what readers get.
 */

/** What a built doc page shows, read from its HTML. */
export interface HtmlFacts {
  codeBlocks: string[];
  headings: string[];
  parameters: string[];
  /** The words of each table cell: the Markdown may hold a table as a table or a list, but not lose a cell. */
  tableCells: string[];
  /** Admonitions by kind (`warning`, `tip`...). */
  admonitions: string[];
  /** Unlisted pages (robots noindex) stay out of llms-full.txt. */
  listed: boolean;
}

/** What a page's Markdown holds, read from the Markdown itself. */
export interface MarkdownFacts {
  codeBlocks: Set<string>;
  headings: Set<string>;
  /** The name each list item starts with, in code: `- \`name\` …`. */
  listNames: Set<string>;
  /** All the text, as words (see normalizeHeading). */
  words: string;
  /** How many blockquotes each admonition kind leads (`> **Warning…**`). */
  admonitions: Map<string, number>;
  /** Links that are not absolute. */
  relativeLinks: string[];
}

export interface BuildReport {
  pages: number;
  codeBlocks: number;
  headings: number;
  parameters: number;
  tableCells: number;
  admonitions: number;
  /** One line per loss: `<route>: <what the Markdown lacks>`. */
  problems: string[];
}

/** Text of a code block as both sides compare it: whitespace runs as one space, no zero-width spaces. */
export function normalizeCode(text: string): string {
  return text.replace(/\u200B/g, '').replace(/\s+/g, ' ').trim();
}

/** A heading's words: case, punctuation and code marks are not content. */
export function normalizeHeading(text: string): string {
  return text
    .replace(/\u200B/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_@*.]+/gu, ' ')
    // A dot that ends a sentence or opens `.method()` is not part of a word.
    .replace(/(?<=^|\s)\.+|\.+(?=\s|$)/g, '')
    .trim()
    .replace(/\s+/g, ' ');
}

export function htmlFacts(html: string): HtmlFacts {
  const $ = cheerio.load(html);
  const article = $('article').first();
  const codeBlocks = article
    .find('pre')
    .map((_, pre) => {
      // A highlighted block is one element per line; .text() alone would join the lines.
      const lines = $(pre).find('.token-line');
      return normalizeCode(lines.length > 0 ? lines.map((__, line) => $(line).text()).get().join('\n') : $(pre).text());
    })
    .get()
    .filter((text) => text !== '');
  const headings = article
    .find('h1, h2, h3, h4, h5, h6')
    .map((_, heading) => normalizeHeading($(heading).text()))
    .get()
    .filter((text) => text !== '');
  // A parameter row (src/api-reference/render.ts termList): the name, or a command-line flag, in the row's own code element.
  const parameters = article
    .find('ul.api-params > li > code')
    .map((_, name) => $(name).text().trim())
    .get();
  const tableCells = article
    .find('table th, table td')
    .map((_, cell) => normalizeHeading($(cell).text()))
    .get()
    .filter((text) => text !== '');
  const admonitions = article
    .find('.theme-admonition')
    .map((_, element) => /theme-admonition-([a-z]+)/.exec($(element).attr('class') ?? '')?.[1] ?? 'unknown')
    .get();
  const listed = !/noindex/.test($('meta[name="robots"]').attr('content') ?? '');
  return {codeBlocks, headings, parameters, tableCells, admonitions, listed};
}

export function markdownFacts(markdown: string): MarkdownFacts {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;
  const facts: MarkdownFacts = {
    codeBlocks: new Set(),
    headings: new Set(),
    listNames: new Set(),
    words: ` ${normalizeHeading(leafText(tree).join(' '))} `,
    admonitions: new Map(),
    relativeLinks: [],
  };
  visit(tree, (node) => {
    if (node.type === 'link' && !/^(https?|mailto):/.test((node as Link).url)) facts.relativeLinks.push((node as Link).url);
    if (node.type === 'blockquote') {
      const lead = (node as Blockquote).children[0];
      const label = lead?.type === 'paragraph' && lead.children[0]?.type === 'strong' ? toString(lead.children[0]) : '';
      const kind = /^(Note|Tip|Info|Warning|Danger|Caution|Important)\b/.exec(label)?.[1]?.toLowerCase();
      if (kind) facts.admonitions.set(kind, (facts.admonitions.get(kind) ?? 0) + 1);
    }
    if (node.type === 'code') facts.codeBlocks.add(normalizeCode((node as Code).value));
    if (node.type === 'heading') facts.headings.add(normalizeHeading(toString(node as Heading)));
    if (node.type === 'listItem') {
      const first = (node as ListItem).children[0];
      const lead = first?.type === 'paragraph' ? first.children[0] : undefined;
      if (lead?.type === 'inlineCode') facts.listNames.add(lead.value);
    }
  });
  return facts;
}

/** The text of every leaf (text, code) apart: block boundaries must not glue words together. */
function leafText(tree: Root): string[] {
  const parts: string[] = [];
  visit(tree, (node) => {
    if ('value' in node && typeof node.value === 'string' && node.type !== 'html') parts.push(node.value);
  });
  return parts;
}

/** What the Markdown of one page lacks of its HTML, one line each. */
export function pageLosses(html: HtmlFacts, markdown: MarkdownFacts): string[] {
  const losses: string[] = [];
  for (const block of html.codeBlocks) {
    if (!markdown.codeBlocks.has(block)) losses.push(`code block ${JSON.stringify(block.slice(0, 80))}`);
  }
  for (const heading of html.headings) {
    if (!markdown.headings.has(heading)) losses.push(`heading ${JSON.stringify(heading)}`);
  }
  for (const parameter of html.parameters) {
    // Python parameters are list items led by their name (`*args` keeps its stars in the signature only);
    // command-line options and arguments (`--port`, `INPUT_FILES`) are rows of a GFM table, so they are among its words.
    const commandLine = /^-|^[A-Z][A-Z0-9_]*$/.test(parameter);
    const found = commandLine ? markdown.words.includes(` ${normalizeHeading(parameter)} `) : markdown.listNames.has(parameter.replace(/^\*{1,2}/, '')) || markdown.listNames.has(parameter);
    if (!found) {
      losses.push(`API parameter ${parameter}`);
    }
  }
  for (const cell of new Set(html.tableCells)) {
    if (!markdown.words.includes(` ${cell} `)) losses.push(`table cell ${JSON.stringify(cell.slice(0, 80))}`);
  }
  const kinds = new Map<string, number>();
  for (const kind of html.admonitions) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  for (const [kind, count] of kinds) {
    const found = markdown.admonitions.get(kind) ?? 0;
    if (found < count) losses.push(`${kind} admonition (${count} on the page, ${found} in the Markdown)`);
  }
  for (const url of markdown.relativeLinks) losses.push(`absolute form of the link ${url}`);
  return losses;
}

/** Every doc page of a build, by route: the HTML files Docusaurus marks as doc pages. */
export function docPages(buildDir: string): {route: string; htmlFile: string}[] {
  const pages: {route: string; htmlFile: string}[] = [];
  for (const relative of fs.readdirSync(buildDir, {recursive: true, encoding: 'utf8'})) {
    if (path.basename(relative) !== 'index.html') continue;
    const htmlFile = path.join(buildDir, relative);
    const head = fs.readFileSync(htmlFile, 'utf8').slice(0, 400);
    if (!/<html[^>]*\bdocs-doc-page\b/.test(head)) continue;
    const folder = path.dirname(relative).split(path.sep).join('/');
    pages.push({route: folder === '.' ? '/' : `/${folder}`, htmlFile});
  }
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * Checks every doc page of a build against its Markdown and llms-full.txt.
 * Yields to the event loop after each page: a test runner's worker must stay
 * responsive through several hundred pages of parsing.
 */
export async function checkBuild(buildDir: string, siteUrl: string): Promise<BuildReport> {
  const fullFile = path.join(buildDir, 'llms-full.txt');
  const full = fs.existsSync(fullFile) ? fs.readFileSync(fullFile, 'utf8') : '';
  const report: BuildReport = {pages: 0, codeBlocks: 0, headings: 0, parameters: 0, tableCells: 0, admonitions: 0, problems: []};
  if (full === '') report.problems.push('llms-full.txt is missing or empty');
  for (const {route, htmlFile} of docPages(buildDir)) {
    await new Promise((resolve) => setImmediate(resolve));
    report.pages += 1;
    const html = htmlFacts(fs.readFileSync(htmlFile, 'utf8'));
    report.codeBlocks += html.codeBlocks.length;
    report.headings += html.headings.length;
    report.parameters += html.parameters.length;
    report.tableCells += html.tableCells.length;
    report.admonitions += html.admonitions.length;
    const markdownFile = path.join(buildDir, markdownRoute(route));
    if (!fs.existsSync(markdownFile)) {
      report.problems.push(`${route}: no ${markdownRoute(route)}`);
      continue;
    }
    const markdown = fs.readFileSync(markdownFile, 'utf8');
    report.problems.push(...pageLosses(html, markdownFacts(markdown)).map((loss) => `${route}: the Markdown lacks the ${loss}`));
    if (html.listed && full !== '' && !full.includes(`\nURL: ${siteUrl}${route}\n`)) {
      report.problems.push(`${route}: llms-full.txt lacks the page`);
    }
  }
  return report;
}
