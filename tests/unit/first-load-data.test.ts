import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, test} from 'vitest';
import {sectionDescriptions} from '../../src/plugins/first-load-data';

const require = createRequire(import.meta.url);
const {trimVersionData} = require('../../src/plugins/first-load-data/trim-version-data.cjs') as {trimVersionData: (source: string) => string};

const link = (label: string, href: string, extra: Record<string, unknown> = {}) => ({type: 'link', label, href, ...extra});

/** Version data with one sidebar holding one category of the given items. */
const versionData = (items: object[], docs: object) => ({
  version: {
    pluginId: 'default',
    version: 'current',
    docsSidebars: {docs: [{type: 'category', label: 'Getting Started', collapsed: true, collapsible: true, href: '/getting-started', items}]},
    docs,
  },
});

describe('trimVersionData', () => {
  test('drops the docs map, sidebar doc ids and default unlisted flags; keeps what the sidebar renders', () => {
    const written = versionData(
      [
        link('Quickstart', '/getting-started/quickstart', {docId: 'getting-started/quickstart', unlisted: false}),
        link('Glossary', '/getting-started/glossary', {docId: 'getting-started/glossary', unlisted: true}),
      ],
      {'getting-started/quickstart': {id: 'getting-started/quickstart', title: 'Quickstart', description: 'Long text.', sidebar: 'docs'}},
    );
    expect(JSON.parse(trimVersionData(JSON.stringify(written)))).toEqual(
      versionData([link('Quickstart', '/getting-started/quickstart'), link('Glossary', '/getting-started/glossary', {unlisted: true})], {}),
    );
  });

  test('leaves every other route prop module as it is, byte for byte', () => {
    const doc = '{"id":"intro","title":"Overview","description":"docsSidebars is only a word here"}';
    expect(trimVersionData(doc)).toBe(doc);
  });
});

describe('sectionDescriptions', () => {
  test('the descriptions of the sidebars whose pages use SectionIndex, by permalink', () => {
    const siteDir = path.resolve(__dirname, '..', '..');
    const doc = (id: string, sidebar: string, description: string) => ({
      id,
      permalink: `/${id.replace(/\/index$/, '')}`,
      sidebar,
      description,
      source: `@site/docs/${id}.mdx`,
    });
    const content = {
      loadedVersions: [{docs: [doc('api/python-api/index', 'api', 'The API.'), doc('api/python-api/assets', 'api', 'Assets API.'), doc('intro', 'docs', 'Home.')]}],
    };
    expect(sectionDescriptions(siteDir, content as never)).toEqual({'/api/python-api': 'The API.', '/api/python-api/assets': 'Assets API.'});
  });
});

describe('blankModulePaths', () => {
  test('blanks the module path of each registry entry and keeps its loader and weak id', () => {
    const {blankModulePaths} = require('../../src/plugins/first-load-data/client-registry.cjs') as {blankModulePaths: (source: string) => string};
    const entry = (id: string, module: string) =>
      `  "${id}": [() => import(/* webpackChunkName: "${id}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
    const source = ['export default {', entry('00d33b83', '@site/docs/intro.mdx'), entry('17896441', '@theme/DocItem'), '};'].join('\n');
    expect(blankModulePaths(source)).toBe(
      [
        'export default {',
        '  "00d33b83": [() => import(/* webpackChunkName: "00d33b83" */ "@site/docs/intro.mdx"), "", require.resolveWeak("@site/docs/intro.mdx")],',
        '  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],',
        '};',
      ].join('\n'),
    );
  });
});
