import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {guardedReplacement, modulesMatching} from '../build-guard.cjs';

/** Route prop modules the docs plugin writes (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`). */
const DOCS_ROUTE_PROPS = /docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

export const SECTION_DESCRIPTIONS_MODULE = 'first-load-data/section-descriptions.json';

/** Pages that list their section with descriptions (see src/components/SectionIndex). */
function usesSectionIndex(siteDir: string, source: string): boolean {
  const file = path.join(siteDir, source.replace(/^@site[\\/]/, ''));
  return fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes('<SectionIndex');
}

/**
 * The descriptions SectionIndex shows, by permalink: those of every doc in a
 * sidebar that has a page using it. Only that page's code imports them.
 */
export function sectionDescriptions(siteDir: string, content: DocsContent | undefined): Record<string, string> {
  const docs = content?.loadedVersions.flatMap((version) => version.docs) ?? [];
  const sidebars = new Set(docs.filter((doc) => doc.sidebar && usesSectionIndex(siteDir, doc.source)).map((doc) => doc.sidebar));
  return Object.fromEntries(
    docs.filter((doc) => doc.sidebar && sidebars.has(doc.sidebar) && doc.description).map((doc) => [doc.permalink, doc.description]),
  );
}

/** Files core generates that every page's main bundle carries, rewritten for the browser below. */
const GENERATED = {
  registry: 'registry.js',
  chunkNames: 'routesChunkNames.json',
  routeTable: 'routes.js',
  globalData: 'globalData.json',
  siteConfig: 'docusaurus.config.mjs',
};

// eslint-disable-next-line @typescript-eslint/no-require-imports -- shared with the unit tests as plain CommonJS
const {compactChunkHashMap} = require('./chunk-hash-map.cjs') as {compactChunkHashMap: (runtime: string) => string};

/** The runtime chunk's file: `runtime~main.<hash>.js`. */
const RUNTIME_FILE = /(^|\/)runtime~main\.[0-9a-f]+\.js$/;

/** Rewrites the emitted runtime's chunk hash map (./chunk-hash-map.cjs), once every hash is final. */
class CompactChunkHashMapPlugin {
  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompactChunkHashMap', (compilation) => {
      compilation.hooks.processAssets.tap({name: 'CompactChunkHashMap', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER}, (assets) => {
        const runtimes = Object.keys(assets).filter((name) => RUNTIME_FILE.test(name));
        if (runtimes.length !== 1) throw new Error(`first-load-data: expected one runtime chunk, found ${runtimes.length}`);
        const name = runtimes[0]!;
        const runtime = compilation.getAsset(name)!.source.source().toString();
        compilation.updateAsset(name, new sources.RawSource(compactChunkHashMap(runtime)));
      });
    });
  }
}

/** A module of `@docusaurus/utils-common`. */
const UTILS_COMMON_MODULE = /[\\/]@docusaurus[\\/]utils-common[\\/].*\.js$/;

/** What `@docusaurus/utils-common` gets for `tslib` in the browser. */
export const TSLIB_HELPER = 'tslib-import-default.cjs';

/**
 * Trims what every page loads before it renders. The docs version data is
 * slimmed by the docs plugin's wrapper (src/plugins/slim-docs); SectionIndex
 * gets the descriptions that data no longer carries from a module written
 * here. In the browser bundle only: the version data's sidebars, each loaded
 * with its own pages (./client-version-data.cjs),
 * the route registry's server-only module paths and long chunk names (see
 * ./client-registry.cjs), the route table and chunk names written once,
 * compactly (./client-route-data.cjs, ./client-routes.cjs), the docs global data
 * (./compact-global-data.cjs), the site configuration's build-only keys
 * (./client-site-config.cjs), all of tslib for one helper and the runtime's
 * chunk file map (named by id, its hashes encoded: ./chunk-hash-map.cjs).
 */
export interface FirstLoadDataOptions {
  /** Rewrite core's output for the browser; off in the stock bundle (see ../stock-bundle.ts), which keeps only the section descriptions. */
  rewrites?: boolean;
}

export default function firstLoadDataPlugin(context: LoadContext, {rewrites = true}: FirstLoadDataOptions = {}): Plugin {
  const descriptionsFile = path.join(context.generatedFilesDir, SECTION_DESCRIPTIONS_MODULE);
  return {
    name: 'first-load-data',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      fs.mkdirSync(path.dirname(descriptionsFile), {recursive: true});
      fs.writeFileSync(descriptionsFile, JSON.stringify(sectionDescriptions(context.siteDir, docs)));
    },
    configureWebpack(config, isServer, {currentBundler}) {
      if (!rewrites || isServer) return {};
      // In the browser the version data also loses its sidebars, each loaded with its pages (./client-version-data.cjs).
      const versionData = {test: DOCS_ROUTE_PROPS, use: [{loader: path.join(__dirname, 'client-version-data.cjs')}], type: 'javascript/auto'};
      const generated = (name: string) => path.join(context.generatedFilesDir, name);
      const rewrite = (name: string, loader: string) => ({test: generated(name), use: [{loader: path.join(__dirname, loader)}]});
      // The loader turns the global data's JSON into a module that rebuilds it, hence the type.
      const globalData = {...rewrite(GENERATED.globalData, 'compact-global-data.cjs'), type: 'javascript/auto'};
      // The route table's route components are built on first use (see ./lazy-route-component.tsx).
      const routeTable = generated(GENERATED.routeTable);
      const lazyRoutes = guardedReplacement(currentBundler.instance, {
        rewrite: 'first-load-data: lazy route components',
        request: /^@docusaurus\/ComponentCreator$/,
        what: "routes.js's import of @docusaurus/ComponentCreator",
        replace: (resolveData) => {
          if (resolveData.contextInfo.issuer !== routeTable) return false;
          resolveData.request = path.join(__dirname, 'lazy-route-component.tsx');
          return true;
        },
        expected: () => 1,
      });
      // Core's shared helpers require all of tslib for one function (see ./tslib-import-default.cjs).
      const utilsCommon = `${path.sep}@docusaurus${path.sep}utils-common${path.sep}`;
      const oneTslibHelper = guardedReplacement(currentBundler.instance, {
        rewrite: 'first-load-data: one tslib helper',
        request: /^tslib$/,
        what: "@docusaurus/utils-common's require of tslib",
        replace: (resolveData) => {
          if (!resolveData.contextInfo.issuer.includes(utilsCommon)) return false;
          resolveData.request = path.join(__dirname, TSLIB_HELPER);
          return true;
        },
        // Each module of utils-common in the bundle that requires tslib.
        expected: (compilation) => modulesMatching(compilation, UTILS_COMMON_MODULE).filter((file) => fs.readFileSync(file, 'utf8').includes('require("tslib")')).length,
      });
      return {
        // The development server's runtime is neither minified nor named with a hash: its map stays as written.
        plugins: [...lazyRoutes, ...oneTslibHelper, ...(config.mode === 'production' ? [new CompactChunkHashMapPlugin()] : [])],
        // Files named by chunk id: the runtime then maps ids to hashes only. Named
        // files made it carry an id → name map too (546 entries, 4.5 KB gzip).
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        module: {
          rules: [
            versionData,
            rewrite(GENERATED.registry, 'client-registry.cjs'),
            // One compact list gives both the routes' chunk names and the route table (./route-table.cjs).
            {...rewrite(GENERATED.chunkNames, 'client-route-data.cjs'), type: 'javascript/auto'},
            rewrite(GENERATED.routeTable, 'client-routes.cjs'),
            globalData,
            rewrite(GENERATED.siteConfig, 'client-site-config.cjs'),
          ],
        },
      };
    },
  };
}
