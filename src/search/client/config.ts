/** How the site searches, decided at build time from the environment. */
export type SearchMode =
  | {mode: 'embedded'; appId: string; apiKey: string; indexName: string}
  | {mode: 'hosted'; appId: string; apiKey: string; indexName: string; hosts: string[]};

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
  return {mode: 'hosted', appId, apiKey, indexName, hosts: parseHosts(env.ALGOLIA_HOSTS)};
}

/**
 * Optional ALGOLIA_HOSTS: comma-separated origins (https://host or
 * http://127.0.0.1:port) that replace Algolia's default hosts, for a proxy
 * or an Algolia-compatible test endpoint.
 */
function parseHosts(value: string | undefined): string[] {
  const hosts = (value ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
  for (const host of hosts) {
    let url: URL;
    try {
      url = new URL(host);
    } catch {
      throw new Error(`ALGOLIA_HOSTS: "${host}" is not an origin such as https://search.example.com`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new Error(`ALGOLIA_HOSTS: "${host}" must use http or https`);
    }
  }
  return hosts.map((host) => new URL(host).origin);
}

/** Origins the browser must be allowed to reach for search (for the CSP). */
export function searchConnectOrigins(mode: SearchMode): string[] {
  if (mode.mode === 'embedded') return [];
  return mode.hosts.length > 0 ? mode.hosts : ['https://*.algolia.net', 'https://*.algolianet.com'];
}
