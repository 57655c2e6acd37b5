import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import * as docsModule from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions, PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {expectCount, expectThat} from '../build-guard.cjs';

/**
 * The docs plugin, with the version data it hands its version routes slimmed
 * through its own lifecycle (`contentLoaded`), not by rewriting the JSON
 * module it produces. That data is the one module every doc page loads before
 * it renders. As the docs plugin makes it, it holds a map of every doc with
 * its description (~250 KB raw, ~43 KB gzip with the sidebars). In the
 * browser the map serves only the theme's DocCard (this site renders none);
 * a sidebar link's `docId` serves only DocCard too, and `unlisted: false` is
 * the default. SectionIndex gets the descriptions it shows from a module of
 * its own (src/plugins/first-load-data).
 *
 * Typed against the plugin's exported types: a field that moves or a new kind
 * of sidebar item fails `tsc`; a route tree without the version data fails the
 * build, naming what it found.
 */

const ABOUT = {rewrite: 'slim-docs: version data of the docs plugin'};

/** A sidebar item as the browser needs it. */
export function slimSidebarItem(item: PropSidebarItem): PropSidebarItem {
  switch (item.type) {
    case 'link': {
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- docId is taken out, not used
      const {docId, unlisted, ...rest} = item;
      return unlisted === true ? {...rest, unlisted} : rest;
    }
    case 'category':
      return {...item, items: item.items.map(slimSidebarItem)};
    case 'html':
      return item;
    default: {
      // A new kind of item in a later docs plugin: decide what it needs in the browser.
      const unknown: never = item;
      return unknown;
    }
  }
}

/** The version data without the doc map, and its sidebars without what only DocCard reads. */
export function slimVersion(version: PropVersionMetadata): PropVersionMetadata {
  return {
    ...version,
    docs: {},
    docsSidebars: Object.fromEntries(Object.entries(version.docsSidebars).map(([name, items]) => [name, items.map(slimSidebarItem)])),
  };
}

function isVersionData(value: unknown): value is PropVersionMetadata {
  if (typeof value !== 'object' || value === null) return false;
  const version = value as Record<string, unknown>;
  return typeof version.pluginId === 'string' && typeof version.docs === 'object' && typeof version.docsSidebars === 'object' && version.docsSidebars !== null;
}

/** A route and its sub-routes, each `version` prop slimmed; `slimmed` counts them. */
function slimRoute(route: RouteConfig, slimmed: {count: number}): RouteConfig {
  const routes = route.routes?.map((child) => slimRoute(child, slimmed));
  const version = route.props?.version;
  if (version === undefined) return routes ? {...route, routes} : route;
  expectThat(isVersionData(version), {
    ...ABOUT,
    file: `the props of route ${route.path}`,
    expected: 'a version prop with pluginId, docs and docsSidebars (PropVersionMetadata)',
    found: `a version prop with keys ${typeof version === 'object' && version !== null ? Object.keys(version).join(', ') : typeof version}`,
  });
  slimmed.count += 1;
  return {...route, ...(routes ? {routes} : {}), props: {...route.props, version: slimVersion(version)}};
}

export interface SlimDocsOptions {
  /** Slim the version data; off in the stock bundle (see ../stock-bundle.ts). */
  slim: boolean;
}

/**
 * The docs plugin's option validation: its entry module exports it beside the
 * plugin, but its published types do not declare it, hence the check.
 */
function docsValidateOptions(): NonNullable<PluginModule['validateOptions']> {
  const {validateOptions} = docsModule as typeof docsModule & {validateOptions?: unknown};
  expectThat(typeof validateOptions === 'function', {
    ...ABOUT,
    file: '@docusaurus/plugin-content-docs',
    expected: 'a validateOptions function exported beside the plugin',
    found: typeof validateOptions,
  });
  return validateOptions as NonNullable<PluginModule['validateOptions']>;
}

/**
 * The docs plugin to list in the config's `plugins`, with the docs options
 * (the classic preset's `docs` is then false). Its name and content are the
 * docs plugin's own, so every other plugin and the theme see no difference.
 */
export function docsPlugin({slim}: SlimDocsOptions): PluginModule {
  // Core calls a plugin function with the options its validateOptions returned.
  const create = async (context: LoadContext, rawOptions: unknown): Promise<Plugin<LoadedContent>> => {
    const options = rawOptions as PluginOptions;
    const plugin = await docsModule.default(context, options);
    const {contentLoaded} = plugin;
    if (!slim) return plugin;
    expectThat(contentLoaded !== undefined, {...ABOUT, file: '@docusaurus/plugin-content-docs', expected: 'a contentLoaded hook that adds the routes', found: 'none'});
    return {
      ...plugin,
      async contentLoaded(args) {
        const slimmed = {count: 0};
        const addRoute = (route: RouteConfig) => args.actions.addRoute(slimRoute(route, slimmed));
        await contentLoaded({...args, actions: {...args.actions, addRoute}});
        // One version route per loaded version carries its version data.
        expectCount(slimmed.count, args.content.loadedVersions.length, {
          ...ABOUT,
          file: `the routes of docs plugin instance ${options.id}`,
          what: 'version routes with a version prop (one per version)',
        });
      },
    };
  };
  // Core validates a plugin function's options with the function's own validateOptions.
  const typed: PluginModule<LoadedContent> = Object.assign(create, {validateOptions: docsValidateOptions()});
  // The config's plugin list holds plugins of any content: there the docs plugin's is `unknown`.
  return typed as PluginModule;
}
