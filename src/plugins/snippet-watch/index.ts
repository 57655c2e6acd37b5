import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pagesOfChangedSnippets} from '../../remark/snippet-uses';

/**
 * `docusaurus start` rebuilds a page when its own file changes, but a page
 * shows snippet files that the MDX loader does not know it depends on. This
 * plugin watches snippets/ and, when one changes, touches the pages that show
 * it (as the snippets remark plugin recorded them), so the dev server rebuilds
 * exactly those. In a production build nothing has been recorded yet when
 * content loads, so it does nothing there.
 */
export default function snippetWatchPlugin(context: LoadContext): Plugin {
  return {
    name: 'snippet-watch',
    getPathsToWatch: () => [path.join(context.siteDir, 'snippets', '**', '*')],
    loadContent() {
      const now = new Date();
      for (const page of pagesOfChangedSnippets()) {
        if (fs.existsSync(page)) fs.utimesSync(page, now, now);
      }
    },
  };
}
