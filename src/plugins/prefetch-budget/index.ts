import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Docusaurus prefetches the code of every link that scrolls into view: on a
 * doc page the sidebar alone sends dozens of requests while the page is still
 * loading. This client module waits for an idle moment, prefetches a few of
 * them, and none on slow connections or with Save-Data. Hover and focus still
 * preload a link's code before the click.
 */
export default function prefetchBudgetPlugin(): Plugin {
  return {
    name: 'prefetch-budget',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
