import path from 'node:path';
import {API_PAGE_BUDGET, measureBuiltPages} from './lib/page-weight';

/**
 * Prints the HTML size and element count of every built API reference page,
 * heaviest first, against the budget. Run after `npx docusaurus build`.
 */
const buildDir = path.resolve(process.argv[2] ?? 'build');
const pages = measureBuiltPages(buildDir, 'api/python-api');
const over = pages.filter((page) => page.bytes > API_PAGE_BUDGET.bytes || page.elements > API_PAGE_BUDGET.elements);
console.log('| page | KB | elements |\n| --- | ---: | ---: |');
for (const page of pages.slice(0, Number(process.env.TOP ?? 10))) {
  console.log(`| ${page.route} | ${(page.bytes / 1024).toFixed(0)} | ${page.elements} |`);
}
console.log(`${pages.length} pages; ${over.length} over ${API_PAGE_BUDGET.bytes / 1024} KB or ${API_PAGE_BUDGET.elements} elements.`);
