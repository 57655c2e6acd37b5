/**
 * The kill switch of the site's first-load rewrites: `DOCS_STOCK_BUNDLE=1 npm
 * run build` builds with Docusaurus's generated files and modules as core
 * writes them (no first-load-data rewrites, no static pages, Prism's client
 * module back), everything else as usual. To bisect a regression: build once
 * with the switch and once without; if the stock build is right, the fault is
 * in a rewrite (src/plugins/first-load-data, src/static-pages/plugin, code-theme).
 */
export const STOCK_BUNDLE_VARIABLE = 'DOCS_STOCK_BUNDLE';

/** Whether the environment asks for the stock bundle; a value other than 1, 0 or none is refused, not guessed. */
export function stockBundleFromEnv(env: Record<string, string | undefined>): boolean {
  const value = env[STOCK_BUNDLE_VARIABLE];
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`${STOCK_BUNDLE_VARIABLE} must be 1 (every first-load rewrite off) or 0/unset (on), not ${JSON.stringify(value)}.`);
}
