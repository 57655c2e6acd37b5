/**
 * Checks a build's Markdown against its HTML, page by page (see
 * src/plugins/markdown-export/completeness.ts), and prints the counts and
 * every loss. Exit code 1 when anything is lost.
 *
 *   npm run markdown:check [-- build-dir]
 */
import path from 'node:path';
import {checkBuild} from '../src/plugins/markdown-export/completeness';

async function main(): Promise<void> {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const report = await checkBuild(buildDir, 'https://docs.dagster.io');
  const failing = new Set(report.problems.map((problem) => problem.split(': ')[0]));
  console.log(
    `${report.pages} pages checked: ${report.codeBlocks} code blocks, ${report.headings} headings, ${report.parameters} API parameters, ` +
      `${report.tableCells} table cells, ${report.admonitions} admonitions; ` +
      `${report.problems.length} losses on ${failing.size} pages`,
  );
  for (const problem of report.problems) console.log(`  ${problem}`);
  process.exitCode = report.problems.length > 0 ? 1 : 0;
}

void main();
