import type {ExportPage} from './pages';
import {markdownRoute} from './routes';

export interface SiteInfo {
  /** Absolute origin, no trailing slash: `https://docs.dagster.io`. */
  url: string;
  title: string;
  summary: string;
}

/** A page's Markdown file: its title, address and description, then its body. */
export function pageMarkdown(site: SiteInfo, page: ExportPage, body: string): string {
  const lines = [`# ${page.title}`, '', `URL: ${site.url}${page.route}`, ''];
  if (page.description !== '') lines.push(`> ${page.description}`, '');
  return `${lines.join("\n")}\n${body.trim()}\n`;
}

/** `/llms.txt`: H1, a summary blockquote, then one section per sidebar listing each listed page's Markdown. */
export function llmsTxt(site: SiteInfo, sections: readonly {section: string; pages: readonly ExportPage[]}[]): string {
  const out = [`# ${site.title}`, '', `> ${site.summary}`, ''];
  out.push(
    `Every link below leads to the Markdown version of a page; ${site.url}/llms-full.txt holds all of them in one file, in this order.`,
    '',
  );
  for (const {section, pages} of sections) {
    const listed = pages.filter((page) => !page.unlisted);
    if (listed.length === 0) continue;
    out.push(`## ${section}`, '');
    for (const page of listed) {
      const description = page.description === '' ? '' : `: ${page.description}`;
      out.push(`- [${escapeLinkText(page.title)}](${site.url}${markdownRoute(page.route)})${description}`);
    }
    out.push('');
  }
  return out.join('\n');
}

/** `/llms-full.txt`: every listed page's Markdown, in reading order. */
export function llmsFullTxt(site: SiteInfo, pages: readonly {page: ExportPage; markdown: string}[]): string {
  const header = `# ${site.title}\n\n> ${site.summary}\n`;
  const bodies = pages.filter(({page}) => !page.unlisted).map(({markdown}) => markdown.trim());
  return [header, ...bodies].join('\n\n---\n\n') + '\n';
}

function escapeLinkText(text: string): string {
  return text.replace(/([[\]\\])/g, '\\$1');
}
