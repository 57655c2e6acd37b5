import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Click-to-zoom on doc images. The client module only marks images; the
 * medium-zoom library is fetched the first time a reader opens one.
 */
export default function imageZoomPlugin(): Plugin {
  return {
    name: 'image-zoom',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
