import {expect, test} from 'vitest';
import {checkBuild} from '../../src/plugins/markdown-export/completeness';
import {buildDir} from './support/browser';

/**
 * Every doc page of the build against its Markdown: the `.md` must hold each
 * code block of the HTML (whitespace-collapsed), each heading (its words),
 * each API parameter name (as a list item), each table cell's words and each
 * admonition, with only absolute links; llms-full.txt must hold each listed
 * page. The exporter writes the Markdown from the MDX and the API data, so
 * this is what catches a component, plugin or field that it drops.
 */
test('the Markdown of every page holds every code block, heading and API parameter of its HTML', async () => {
  const report = await checkBuild(buildDir(), 'https://docs.dagster.io');
  console.log(
    `${report.pages} pages: ${report.codeBlocks} code blocks, ${report.headings} headings, ${report.parameters} API parameters, ` +
      `${report.tableCells} table cells, ${report.admonitions} admonitions checked`,
  );
  // The whole site, not a sample: every doc page is read, and there are several hundred.
  expect(report.pages).toBeGreaterThan(500);
  expect(report.parameters).toBeGreaterThan(1000);
  expect(report.problems).toEqual([]);
}, 300_000);
