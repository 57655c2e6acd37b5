/**
 * Re-runs only the Markdown export (`<route>.md`, llms.txt, llms-full.txt) on
 * an existing build, without bundling: loads the site's content as the build
 * does, then calls the markdown-export plugin's postBuild on the build folder.
 *
 *   npm run markdown:export            # writes into build/
 *   npm run markdown:export -- --out-dir build-other
 *
 * For working on the exporter; a release still comes from `docusaurus build`.
 */
import path from 'node:path';
import fs from 'node:fs';
import {loadSite} from '@docusaurus/core/lib/server/site';

async function main(): Promise<void> {
  const flag = process.argv.indexOf('--out-dir');
  const outDir = path.resolve(flag === -1 ? 'build' : (process.argv[flag + 1] ?? ''));
  if (!fs.existsSync(path.join(outDir, 'index.html'))) {
    throw new Error(`${outDir} holds no built site: run \`npx docusaurus build\` first`);
  }
  const started = Date.now();
  const site = await loadSite({siteDir: process.cwd(), outDir});
  const plugin = site.props.plugins.find((candidate) => candidate.name === 'markdown-export');
  if (!plugin?.postBuild) throw new Error('the markdown-export plugin is not configured in docusaurus.config.ts');
  // The export reads only outDir and siteConfig; the build also passes the page heads it collected.
  await plugin.postBuild({...site.props, outDir, content: plugin.content, head: {}} as Parameters<typeof plugin.postBuild>[0]);
  console.log(`Markdown export written to ${path.relative(process.cwd(), outDir) || '.'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
