import fs from 'node:fs';
import type {IconNode} from './catalog-types';

/**
 * The Lucide icon drawn for each category tag of docs/tags.yml. Integrations
 * show their category, not a brand mark: no icon set with a licence to
 * redistribute draws all 53 brands (simple-icons, gilbarbara's logos and
 * devicon each lack a third or more, and Airlift and Embedded ELT are Dagster
 * features with no brand at all), and a mix of marks and letter tiles reads
 * as unfinished.
 */
export const CATEGORY_ICON_NAMES: Readonly<Record<string, string>> = {
  alerting: 'bell-ring',
  bi: 'chart-column',
  compute: 'cpu',
  etl: 'arrow-right-left',
  metadata: 'tags',
  monitoring: 'activity',
  other: 'puzzle',
  storage: 'database',
};

/** Support levels are tags too, but not categories. */
export const isSupportTag = (tag: string): boolean => tag.endsWith('-supported');

const ICON_NODES = require.resolve('lucide-static/icon-nodes.json');

/** The icons of the given category keys, read from lucide-static; stops on a key or an icon it does not know. */
export function readCategoryIcons(keys: readonly string[]): Record<string, IconNode> {
  const nodes = JSON.parse(fs.readFileSync(ICON_NODES, 'utf8')) as Record<string, IconNode | undefined>;
  const icons: Record<string, IconNode> = {};
  for (const key of keys) {
    const name = CATEGORY_ICON_NAMES[key];
    if (!name) throw new Error(`docs/tags.yml: the category "${key}" has no icon in src/integrations/category-icons.ts`);
    const icon = nodes[name];
    if (!icon?.length) throw new Error(`lucide-static has no icon "${name}" (for the category "${key}" in src/integrations/category-icons.ts)`);
    icons[key] = icon;
  }
  return icons;
}
