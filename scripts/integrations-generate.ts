/**
 * Writes the integrations grid's entries and the category icons into two
 * TypeScript modules, so the browser bundle carries only the eight icons the
 * site shows (not all of Lucide). Run after adding or renaming an integration
 * page or a tag; a unit test fails while the committed modules are stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import {renderGeneratedModules} from '../src/integrations/catalog';

const root = path.resolve(__dirname, '..');
export const CATALOG_MODULE = path.join(root, 'src/components/IntegrationGrid/integrations.generated.ts');
export const ICONS_MODULE = path.join(root, 'src/components/CategoryIcon/icons.generated.ts');

const {catalog, icons} = renderGeneratedModules(path.join(root, 'docs'));
fs.writeFileSync(CATALOG_MODULE, catalog);
fs.writeFileSync(ICONS_MODULE, icons);
console.log(`Integrations: ${catalog.split('"slug"').length - 1} entries, ${icons.split('":[[').length - 1} category icons.`);
