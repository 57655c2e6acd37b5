import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * When a page's code chunk fails to load on first visit, Docusaurus leaves the
 * server-rendered page inert and only an unhandled rejection records why. This
 * client module tells the reader what failed and offers a Retry.
 */
export default function chunkErrorPlugin(): Plugin {
  return {
    name: 'chunk-error',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
