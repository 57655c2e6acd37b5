import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {guardedReplacement} from '../../plugins/build-guard.cjs';

/** The query that asks for a page's first module instead of its full one (./island-loader.cjs). */
export const STATIC_ISLAND_QUERY = '?static-island';

/** Front matter that the API reference generator writes on every page it renders (src/api-reference/render.ts). */
const GENERATED_PAGE = /^---\r?\n(?:.*\r?\n)*?api_reference_source:/;

/**
 * A static page: an API reference page, written by the generator with links,
 * symbol names and examples only. Its HTML needs no React to work, so the
 * browser keeps the server's HTML instead of hydrating it from code.
 */
export function isStaticPage(file: string): boolean {
  return /\.mdx?$/.test(file) && fs.existsSync(file) && GENERATED_PAGE.test(fs.readFileSync(file, 'utf8'));
}

/**
 * Static pages (see isStaticPage). An API page's content compiles to ~30 KB
 * gzip of JSX that React only uses to hydrate HTML it already has: 270 KB
 * of code to evaluate on a phone. In the browser bundle, the registry imports
 * such a page with STATIC_ISLAND_QUERY: its front matter and table of
 * contents, and a component that loads the full page when it is rendered
 * without server HTML (a reader who navigates to it). On the page the reader
 * opened, the docs layout keeps the server's content as it is and handles its
 * links and copy buttons itself (src/static-pages/client). The server bundle renders
 * every page in full, and so does the development server.
 */
/** The Markdown pages a generated registry imports (its `import("…/page.mdx")` calls). */
export function registryPages(registrySource: string): string[] {
  return [...new Set([...registrySource.matchAll(/import\(\/\*[^*]*\*\/ "([^"]+\.mdx?)"\)/g)].map((match) => match[1]!))];
}

export default function staticPagesPlugin(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  const isStatic = new Map<string, boolean>();
  const staticPage = (file: string) => {
    let known = isStatic.get(file);
    if (known === undefined) isStatic.set(file, (known = isStaticPage(file)));
    return known;
  };
  return {
    name: 'static-pages',
    configureWebpack(config, isServer, {currentBundler}) {
      // `docusaurus start` renders in the browser alone: there is no server HTML to keep.
      if (isServer || config.mode !== 'production') return {};
      const siteFile = (request: string) => path.resolve(context.siteDir, request.replace(/^@site[\\/]/, ''));
      const firstModule = guardedReplacement(currentBundler.instance, {
        rewrite: 'static-pages: first modules',
        request: /\.mdx?$/,
        what: "registry imports of a static page (an API page's .mdx)",
        replace: (resolveData) => {
          // Only the registry's imports: the first module imports the full page by its plain path.
          if (!resolveData.contextInfo.issuer.startsWith(registry) || !staticPage(siteFile(resolveData.request))) return false;
          resolveData.request += STATIC_ISLAND_QUERY;
          return true;
        },
        // Every static page the generated registry imports, read from the file itself.
        expected: () => registryPages(fs.readFileSync(registry, 'utf8')).filter((request) => staticPage(siteFile(request))).length,
      });
      return {
        plugins: firstModule,
        module: {
          rules: [{resourceQuery: STATIC_ISLAND_QUERY, enforce: 'post' as const, use: [{loader: path.join(__dirname, 'island-loader.cjs')}]}],
        },
      };
    },
  };
}
