import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';

/** The weight of one built page: what a phone downloads and what the browser lays out. */
export interface PageWeight {
  route: string;
  bytes: number;
  elements: number;
}

/** The budgets of every API reference page, kept with the site's other budgets. */
export {API_PAGE_BUDGET} from './budgets';

/** Every `index.html` under `build/<prefix>`, heaviest first. */
export function measureBuiltPages(buildDir: string, prefix: string): PageWeight[] {
  const root = path.join(buildDir, prefix);
  const files = fs.readdirSync(root, {recursive: true, encoding: 'utf8'}).filter((file) => path.basename(file) === 'index.html');
  return files
    .map((file) => {
      const html = fs.readFileSync(path.join(root, file));
      const route = `/${path.posix.join(prefix, path.dirname(file).split(path.sep).join('/'))}`.replace(/\/\.?$/, '');
      return {route, bytes: html.length, elements: cheerio.load(html)('*').length};
    })
    .sort((a, b) => b.bytes - a.bytes);
}
