/** How the site searches, decided at build time from the environment. */
export type SearchMode =
  | {mode: 'embedded'; appId: string; apiKey: string; indexName: string}
  | {mode: 'hosted'; appId: string; apiKey: string; indexName: string};

// DocSearch requires non-empty credentials even when nothing is sent to Algolia.
const EMBEDDED = {appId: 'EMBEDDED', apiKey: 'embedded-search', indexName: 'dagster-docs'};

export function searchModeFromEnv(env: Record<string, string | undefined>): SearchMode {
  const appId = env.ALGOLIA_APP_ID?.trim() ?? '';
  const apiKey = env.ALGOLIA_SEARCH_API_KEY?.trim() ?? '';
  const indexName = env.ALGOLIA_INDEX_NAME?.trim() ?? '';
  const given = [appId, apiKey, indexName].filter((value) => value !== '').length;
  if (given === 0) {
    return {mode: 'embedded', ...EMBEDDED};
  }
  const missing = [
    ['ALGOLIA_APP_ID', appId],
    ['ALGOLIA_SEARCH_API_KEY', apiKey],
    ['ALGOLIA_INDEX_NAME', indexName],
  ]
    .filter(([, value]) => value === '')
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new Error(
      `Hosted search needs ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME; missing: ${missing.join(', ')}. ` +
        'Unset all three to use the embedded search index.',
    );
  }
  return {mode: 'hosted', appId, apiKey, indexName};
}
