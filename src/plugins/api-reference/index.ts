import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generateApiReference} from '../../api-reference/generate';

/**
 * Renders the API reference data (api/**.yaml) into doc pages. Generation
 * happens when the plugin is created, which Docusaurus does for every plugin
 * before any plugin loads content, so the docs plugin always reads pages
 * that match the data. In `docusaurus start`, editing a data file regenerates
 * the pages and the docs plugin's own watcher picks them up; so does editing
 * a snippet file, whose text the pages' examples hold.
 */
export default function apiReferencePlugin(context: LoadContext): Plugin {
  const rootDir = context.siteDir;
  generateApiReference({rootDir});
  return {
    name: 'api-reference',
    getPathsToWatch() {
      return [path.join(rootDir, 'api', '**', '*.yaml'), path.join(rootDir, 'snippets', '**', '*.py')];
    },
    async loadContent() {
      generateApiReference({rootDir});
    },
  };
}
