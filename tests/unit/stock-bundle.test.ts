import path from 'node:path';
import {createRequire} from 'node:module';
import {afterEach, describe, expect, test, vi} from 'vitest';
import type {Config, ConfigureWebpackUtils, LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {stockBundleFromEnv} from '../../src/plugins/stock-bundle';

const require = createRequire(import.meta.url);
const rspack = createRequire(require.resolve('@docusaurus/faster'))('@rspack/core') as object;
const ROOT = path.join(__dirname, '..', '..');
const utils = {currentBundler: {name: 'rspack', instance: rspack}} as unknown as ConfigureWebpackUtils;

/** The site's own plugins (functions in the config), as Docusaurus creates them with the environment given. */
async function sitePlugins(env: Record<string, string>): Promise<Plugin[]> {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  const config = (await import('../../docusaurus.config')).default as Config;
  const plugins = (config.plugins ?? []).filter((plugin): plugin is (context: LoadContext) => Plugin => typeof plugin === 'function');
  const generatedFilesDir = path.join(ROOT, 'node_modules', '.cache', `stock-bundle-${process.pid}`);
  const context = {siteDir: ROOT, generatedFilesDir, outDir: path.join(generatedFilesDir, 'build'), baseUrl: '/', siteConfig: config} as unknown as LoadContext;
  return Promise.all(plugins.map((plugin) => plugin(context)));
}

/** Everything the plugins add to the production browser bundle's configuration, as text. */
async function browserConfiguration(plugins: Plugin[]): Promise<string> {
  const results = await Promise.all(plugins.map((plugin) => plugin.configureWebpack?.({mode: 'production'} as Configuration, false, utils, undefined as never)));
  // Plugins by class name and fields, patterns by their source: what they act on.
  const replacer = (_: string, value: unknown): unknown => {
    if (value instanceof RegExp) return value.source;
    if (typeof value === 'object' && value !== null && 'apply' in value) {
      const fields = Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'apply'));
      return `plugin ${value.constructor.name} ${JSON.stringify(fields, replacer)}`;
    }
    return value;
  };
  return JSON.stringify(results, replacer);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('DOCS_STOCK_BUNDLE=1: every first-load rewrite off', () => {
  test('the switch reads 1 as on, 0 or unset as off, and refuses anything else', () => {
    expect(stockBundleFromEnv({})).toBe(false);
    expect(stockBundleFromEnv({DOCS_STOCK_BUNDLE: '0'})).toBe(false);
    expect(stockBundleFromEnv({DOCS_STOCK_BUNDLE: '1'})).toBe(true);
    expect(() => stockBundleFromEnv({DOCS_STOCK_BUNDLE: 'yes'})).toThrow(/must be 1 .* not "yes"/);
  });

  test('the site builds with the loaders and replacements of first-load-data, static-pages and code-theme; the stock bundle with none of them', async () => {
    const rewrites = ['client-registry.cjs', 'client-route-data.cjs', 'client-routes.cjs', 'compact-global-data.cjs', 'client-site-config.cjs', 'client-version-data.cjs', 'island-loader.cjs', 'CompactChunkHashMapPlugin'];
    const normal = await browserConfiguration(await sitePlugins({DOCS_STOCK_BUNDLE: ''}));
    for (const rewrite of rewrites) expect(normal, rewrite).toContain(rewrite);
    expect(normal).toContain('prism-include-languages');
    const stock = await browserConfiguration(await sitePlugins({DOCS_STOCK_BUNDLE: '1'}));
    for (const rewrite of rewrites) expect(stock, rewrite).not.toContain(rewrite);
    expect(stock).not.toContain('prism-include-languages');
    // What is not a first-load rewrite stays: the chunk error recovery's redirect of core's preload.
    expect(stock).toContain('preload(');
  }, 60_000);

  test('the stock bundle keeps what the site needs from those plugins: the section descriptions and the code colours', async () => {
    const plugins = await sitePlugins({DOCS_STOCK_BUNDLE: '1'});
    const names = plugins.map((plugin) => plugin.name);
    expect(names).toContain('first-load-data');
    expect(names).toContain('code-theme');
    expect(names).not.toContain('static-pages');
    expect(plugins.find((plugin) => plugin.name === 'first-load-data')?.allContentLoaded).toBeTypeOf('function');
  }, 60_000);
});
