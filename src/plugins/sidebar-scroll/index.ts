import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Scrolls the sidebar (the desktop one on load and navigation, the mobile
 * drawer when it opens) so the current page's item is in view.
 */
export default function sidebarScrollPlugin(): Plugin {
  return {
    name: 'sidebar-scroll',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
