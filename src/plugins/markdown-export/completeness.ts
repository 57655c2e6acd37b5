import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type {Code, Heading, ListItem, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {visit} from 'unist-util-visit';
import {markdownRoute} from './routes';

/**
 * Whether each page's Markdown holds what its HTML teaches: every code block
 * (whitespace-collapsed), every heading (its words), every API parameter
 * name (as the name of a list item), and whether llms-full.txt holds every
 * listed page. Reads a finished build only, so it checks what readers get.
 */

/** What a built doc page shows, read from its HTML. */
export interface HtmlFacts {
  codeBlocks: string[];
  headings: string[];
  parameters: string[];
  /** Unlisted pages (robots noindex) stay out of llms-full.txt. */
  listed: boolean;
}

/** What a page's Markdown holds, read from the Markdown itself. */
export interface MarkdownFacts {
  codeBlocks: Set<string>;
  headings: Set<string>;
  /** The name each list item starts with, in code: `- \`name\` …`. */
  listNames: Set<string>;
}

export interface BuildReport {
  pages: number;
  codeBlocks: number;
  headings: number;
  parameters: number;
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
    .replace(/(^|\s)\.+|\.+(\s|$)/g, ' ')
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
  const parameters = article
    .find('ul.api-params > li > code > strong')
    .map((_, name) => $(name).text().trim())
    .get();
  const listed = !/noindex/.test($('meta[name="robots"]').attr('content') ?? '');
  return {codeBlocks, headings, parameters, listed};
}

export function markdownFacts(markdown: string): MarkdownFacts {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;
  const facts: MarkdownFacts = {codeBlocks: new Set(), headings: new Set(), listNames: new Set()};
  visit(tree, (node) => {
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
    if (!markdown.listNames.has(parameter)) losses.push(`API parameter ${parameter}`);
  }
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

/** Checks every doc page of a build against its Markdown and llms-full.txt. */
export function checkBuild(buildDir: string, siteUrl: string): BuildReport {
  const fullFile = path.join(buildDir, 'llms-full.txt');
  const full = fs.existsSync(fullFile) ? fs.readFileSync(fullFile, 'utf8') : '';
  const report: BuildReport = {pages: 0, codeBlocks: 0, headings: 0, parameters: 0, problems: []};
  if (full === '') report.problems.push('llms-full.txt is missing or empty');
  for (const {route, htmlFile} of docPages(buildDir)) {
    report.pages += 1;
    const html = htmlFacts(fs.readFileSync(htmlFile, 'utf8'));
    report.codeBlocks += html.codeBlocks.length;
    report.headings += html.headings.length;
    report.parameters += html.parameters.length;
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
