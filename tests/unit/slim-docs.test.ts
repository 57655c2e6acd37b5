import {describe, expect, test, vi} from 'vitest';
import type {LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import type {LoadedContent, PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';

/**
 * The docs plugin's wrapper (src/plugins/slim-docs). The real docs plugin
 * runs through it in tests/unit/core-contract.test.ts; here a stand-in adds
 * the routes, so that the wrapper's own checks can be driven.
 */

const addedRoutes = vi.hoisted(() => ({current: [] as RouteConfig[]}));
vi.mock('@docusaurus/plugin-content-docs', () => ({
  default: async (): Promise<Plugin<LoadedContent>> => ({
    name: 'docusaurus-plugin-content-docs',
    async contentLoaded({actions}) {
      addedRoutes.current.forEach((route) => actions.addRoute(route));
    },
  }),
  validateOptions: ({options}: {options: object}) => ({id: 'default', ...options}),
}));

const {docsPlugin, slimVersion} = await import('../../src/plugins/slim-docs');

const link = (label: string, href: string, extra: object = {}): PropSidebarItem => ({type: 'link', label, href, ...extra});

const version = (items: PropSidebarItem[], docs: PropVersionMetadata['docs']): PropVersionMetadata => ({
  pluginId: 'default',
  version: 'current',
  label: 'Latest',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
  docsSidebars: {docs: [{type: 'category', label: 'Getting Started', collapsed: true, collapsible: true, href: '/getting-started', items}]},
  docs,
});

/** The routes the wrapped plugin hands core, for the routes the stand-in adds. */
async function routesThroughWrapper(routes: RouteConfig[], versions = 1): Promise<RouteConfig[]> {
  addedRoutes.current = routes;
  const plugin = (await docsPlugin({slim: true})({} as LoadContext, {id: 'default'})) as Plugin<LoadedContent>;
  const added: RouteConfig[] = [];
  const actions = {addRoute: (route: RouteConfig) => added.push(route), createData: vi.fn(), setGlobalData: vi.fn()} as unknown as PluginContentLoadedActions;
  const content = {loadedVersions: Array.from({length: versions}, () => ({}))} as unknown as LoadedContent;
  await plugin.contentLoaded!({content, actions, allContent: {}} as never);
  return added;
}

describe('slim-docs: the version data every doc page loads', () => {
  test('drops the doc map, sidebar doc ids and default unlisted flags; keeps what the sidebar renders', () => {
    const written = version(
      [
        link('Quickstart', '/getting-started/quickstart', {docId: 'getting-started/quickstart', unlisted: false}),
        link('Glossary', '/getting-started/glossary', {docId: 'getting-started/glossary', unlisted: true}),
        {type: 'html', value: '<hr>'},
      ],
      {'getting-started/quickstart': {id: 'getting-started/quickstart', title: 'Quickstart', description: 'Long text.', sidebar: 'docs'}},
    );
    expect(slimVersion(written)).toEqual(
      version([link('Quickstart', '/getting-started/quickstart'), link('Glossary', '/getting-started/glossary', {unlisted: true}), {type: 'html', value: '<hr>'}], {}),
    );
  });

  test('the wrapper slims the version prop of the nested version route and leaves every other route as it is', async () => {
    const doc: RouteConfig = {path: '/intro', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/intro.md'}};
    const written = version([link('Intro', '/intro', {docId: 'intro'})], {intro: {id: 'intro', title: 'Intro', description: 'Text.'}});
    const tree: RouteConfig = {path: '/', component: '@theme/DocsRoot', routes: [{path: '/', component: '@theme/DocVersionRoot', props: {version: written}, routes: [doc]}]};
    const [root] = await routesThroughWrapper([tree]);
    const versionRoute = root!.routes![0]!;
    expect(versionRoute.props!.version).toEqual(slimVersion(written));
    expect(versionRoute.routes![0]).toBe(doc);
  });

  test('stops the build when no route carries the version data, or a version prop of another shape', async () => {
    const doc: RouteConfig = {path: '/intro', component: '@theme/DocItem'};
    await expect(routesThroughWrapper([{path: '/', component: '@theme/DocsRoot', routes: [doc]}])).rejects.toThrow(
      /slim-docs: version data of the docs plugin: the routes of docs plugin instance default[^]*expected: 1 version routes with a version prop \(one per version\)\n {2}found: {4}0/,
    );
    await expect(routesThroughWrapper([{path: '/', component: '@theme/DocVersionRoot', props: {version: {pluginId: 'default', sidebars: {}}}}])).rejects.toThrow(
      /the props of route \/[^]*found: {4}a version prop with keys pluginId, sidebars/,
    );
  });
});
