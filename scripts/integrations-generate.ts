/**
 * Writes the integrations grid's entries and the brand logos they use into two
 * TypeScript modules, so the browser bundle carries only the icons the site
 * shows (not all of simple-icons). Run after adding or renaming an integration
 * page; a unit test fails while the committed modules are stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import {renderGeneratedModules} from '../src/integrations/catalog';

const root = path.resolve(__dirname, '..');
export const CATALOG_MODULE = path.join(root, 'src/components/IntegrationGrid/integrations.generated.ts');
export const LOGOS_MODULE = path.join(root, 'src/components/IntegrationLogo/logos.generated.ts');

const {catalog, logos} = renderGeneratedModules(path.join(root, 'docs'));
fs.writeFileSync(CATALOG_MODULE, catalog);
fs.writeFileSync(LOGOS_MODULE, logos);
console.log(`Integrations: ${catalog.split('"slug"').length - 1} entries, ${logos.split('"path"').length - 1} brand logos.`);
