import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildExampleZips, downloadOf, exampleZipsGlobalData, type ExampleZip} from './build';
import {DOWNLOADS_DIR} from './data';
import {EXAMPLE_PROJECTS} from './projects';

/**
 * The tutorial and each example project as a zip a reader can download and
 * run. The zips are built in memory when content loads (their bytes depend
 * only on the snippet files), so pages get the sizes as global data and the
 * Markdown export as this plugin's content; postBuild writes them to
 * build/downloads/. `docusaurus start` serves no zips: the links 404 there.
 */
export default function exampleZipsPlugin(context: LoadContext): Plugin {
  const snippetsDir = path.join(context.siteDir, 'snippets');
  // The content is the sizes only; the bytes stay here until postBuild writes them.
  let zips: ExampleZip[] = [];
  return {
    name: 'example-zips',
    getPathsToWatch: () => EXAMPLE_PROJECTS.flatMap((project) => project.sources.map((source) => path.join(snippetsDir, source.from, '**/*'))),
    async loadContent() {
      zips = buildExampleZips(snippetsDir, context.siteConfig.url);
      return exampleZipsGlobalData(zips);
    },
    contentLoaded({actions}) {
      actions.setGlobalData(exampleZipsGlobalData(zips));
    },
    postBuild({outDir, routesPaths, siteConfig}) {
      const base = siteConfig.baseUrl.replace(/\/$/, '');
      const routes = new Set(routesPaths);
      // The README names the page a project comes from: it must be one.
      const missing = zips.filter((zip) => !routes.has(base + zip.project.route)).map((zip) => `${zip.project.zip} → ${zip.project.route}`);
      if (missing.length > 0) throw new Error(`[example-zips] projects point at pages that do not exist: ${missing.join(', ')}`);
      fs.mkdirSync(path.join(outDir, DOWNLOADS_DIR), {recursive: true});
      for (const zip of zips) {
        fs.writeFileSync(path.join(outDir, DOWNLOADS_DIR, downloadOf(zip).fileName), zip.bytes);
      }
    },
  };
}
