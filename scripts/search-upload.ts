// Uploads the records of build/search-index.json to Algolia, replacing the
// index atomically. The admin key is read from the environment and never
// written into the site (the browser only ever gets the search-only key).
//   ALGOLIA_APP_ID=… ALGOLIA_ADMIN_API_KEY=… ALGOLIA_INDEX_NAME=… npm run search:upload
//   npm run search:upload -- --dry-run   (prints what would be sent)
import fs from 'node:fs';
import path from 'node:path';
import {algoliasearch} from 'algoliasearch';
import {ALGOLIA_SETTINGS, algoliaObjects} from '../src/search/index-build/algolia-upload';
import type {SearchIndexFile} from '../src/search/engine/record';

const SITE_URL = 'https://docs.dagster.io';

async function main(): Promise<void> {
  const file = path.resolve(__dirname, '..', 'build', 'search-index.json');
  if (!fs.existsSync(file)) throw new Error('build/search-index.json is missing: run `npm run build` first.');
  const objects = algoliaObjects(JSON.parse(fs.readFileSync(file, 'utf8')) as SearchIndexFile, SITE_URL);
  if (process.argv.includes('--dry-run')) {
    console.log(`${objects.length} records; first: ${JSON.stringify(objects[0])}`);
    return;
  }
  const {ALGOLIA_APP_ID: appId, ALGOLIA_ADMIN_API_KEY: adminKey, ALGOLIA_INDEX_NAME: indexName} = process.env;
  const missing = Object.entries({ALGOLIA_APP_ID: appId, ALGOLIA_ADMIN_API_KEY: adminKey, ALGOLIA_INDEX_NAME: indexName})
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length > 0) throw new Error(`Set ${missing.join(', ')} to upload (or pass --dry-run).`);
  const client = algoliasearch(appId!, adminKey!);
  await client.replaceAllObjects({indexName: indexName!, objects, batchSize: 1000});
  await client.setSettings({indexName: indexName!, indexSettings: ALGOLIA_SETTINGS});
  console.log(`Uploaded ${objects.length} records to ${indexName}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
