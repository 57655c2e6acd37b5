import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ResolveData} from 'webpack';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';

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

/** The generated route registry, in every page's main bundle. */
const ROUTE_REGISTRY = /[\\/]registry\.js$/;
/** The generated chunk names of each route, in every page's main bundle. */
const ROUTE_CHUNK_NAMES = /[\\/]routesChunkNames\.json$/;
/** The generated route table, in every page's main bundle. */
const ROUTE_TABLE = /[\\/]routes\.js$/;
/** The generated global data, in every page's main bundle. */
const GLOBAL_DATA = /[\\/]globalData\.json$/;

/**
 * Trims what every page loads before it renders: the docs version data (see
 * ./trim-version-data.cjs; SectionIndex gets the descriptions that data no
 * longer carries from a module of its own) and, in the browser bundle only,
 * the route registry's server-only module paths and long chunk names (see
 * ./client-registry.cjs, ./client-chunk-names.cjs), the docs global data
 * (./compact-global-data.cjs) and the runtime's chunk file map.
 */
export default function firstLoadDataPlugin(context: LoadContext): Plugin {
  const descriptionsFile = path.join(context.generatedFilesDir, SECTION_DESCRIPTIONS_MODULE);
  return {
    name: 'first-load-data',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      fs.mkdirSync(path.dirname(descriptionsFile), {recursive: true});
      fs.writeFileSync(descriptionsFile, JSON.stringify(sectionDescriptions(context.siteDir, docs)));
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      const versionData = {test: DOCS_ROUTE_PROPS, use: [{loader: path.join(__dirname, 'trim-version-data.cjs')}]};
      const registry = {test: ROUTE_REGISTRY, include: [context.generatedFilesDir], use: [{loader: path.join(__dirname, 'client-registry.cjs')}]};
      const chunkNames = {test: ROUTE_CHUNK_NAMES, include: [context.generatedFilesDir], use: [{loader: path.join(__dirname, 'client-chunk-names.cjs')}]};
      // The loader turns the JSON into a module that rebuilds it, hence the type.
      const globalData = {
        test: GLOBAL_DATA,
        include: [context.generatedFilesDir],
        type: 'javascript/auto',
        use: [{loader: path.join(__dirname, 'compact-global-data.cjs')}],
      };
      if (isServer) return {module: {rules: [versionData]}};
      // The route table's route components are built on first use (see ./lazy-route-component.tsx).
      const lazyRoutes = new currentBundler.instance.NormalModuleReplacementPlugin(/^@docusaurus\/ComponentCreator$/, (resolveData: ResolveData) => {
        if (ROUTE_TABLE.test(resolveData.contextInfo.issuer) && resolveData.contextInfo.issuer.startsWith(context.generatedFilesDir)) {
          resolveData.request = path.join(__dirname, 'lazy-route-component.tsx');
        }
      });
      return {
        plugins: [lazyRoutes],
        // Files named by chunk id: the runtime then maps ids to hashes only. Named
        // files made it carry an id → name map too (546 entries, 4.5 KB gzip).
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        module: {rules: [versionData, registry, chunkNames, globalData]},
      };
    },
  };
}
