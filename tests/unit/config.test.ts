import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import config from '../../docusaurus.config';
import sidebars from '../../sidebars';
import {PROJECT} from './support/docs';

type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const themeConfig = config.themeConfig as Loose;
const classic = (config.presets?.find((preset) => Array.isArray(preset) && preset[0] === 'classic') as [string, Loose])[1];
const pkg = JSON.parse(fs.readFileSync(path.join(PROJECT, 'package.json'), 'utf8')) as Loose;

describe('site configuration (SPEC §1, §3, §9)', () => {
  test('identity, URL and locale', () => {
    expect(config.url).toBe('https://docs.dagster.io');
    expect(config.baseUrl).toBe('/');
    expect(config.i18n).toMatchObject({defaultLocale: 'en', locales: ['en'], localeConfigs: {en: {direction: 'ltr', htmlLang: 'en'}}});
    expect(config.favicon).toBeTruthy();
    expect(fs.existsSync(path.join(PROJECT, 'static', config.favicon!))).toBe(true);
  });

  test('broken links, markdown links and anchors fail the build; duplicate routes warn', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenMarkdownLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.onDuplicateRoutes).toBe('warn');
  });

  test('faster builds, Mermaid, blog off, docs at the root with one labelled version', () => {
    expect(config.future?.experimental_faster).toBe(true);
    expect(config.markdown?.mermaid).toBe(true);
    expect(classic.blog).toBe(false);
    // The docs plugin is listed under plugins, through its wrapper (src/plugins/slim-docs), with the docs options.
    expect(classic.docs).toBe(false);
    const docs = ((config.plugins ?? []) as unknown[]).filter((plugin): plugin is [unknown, Loose] => Array.isArray(plugin) && (plugin[1] as Loose | undefined)?.path === 'docs');
    expect(docs).toHaveLength(1);
    expect(docs[0]![1]).toMatchObject({routeBasePath: '/', breadcrumbs: true, lastVersion: 'current', versions: {current: {label: 'Latest (1.10.11)', path: ''}}});
  });

  test('colour mode, table of contents, code languages', () => {
    expect(themeConfig.colorMode).toEqual({defaultMode: 'light', respectPrefersColorScheme: true, disableSwitch: false});
    expect(themeConfig.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 4});
    expect(themeConfig.prism.additionalLanguages).toEqual(expect.arrayContaining(['diff', 'json', 'bash', 'docker']));
    expect(themeConfig.zoom.selector).toMatch(/\.markdown img/);
  });

  test('navbar items as the specification lists them', () => {
    const items = themeConfig.navbar.items as Loose[];
    expect(themeConfig.navbar.hideOnScroll).toBe(true);
    expect(items.map((item) => [item.label, item.docId ?? item.href, item.position])).toEqual([
      ['Docs', 'intro', 'left'],
      ['Examples', 'examples/index', 'left'],
      ['Integrations', 'integrations/libraries/index', 'left'],
      ['Dagster+', 'dagster-plus/index', 'left'],
      ['API', 'api/index', 'left'],
      ['Latest version', 'https://docs.dagster.io', 'right'],
    ]);
  });

  test('footer: legal links, named social icons, copyright', () => {
    const footer = themeConfig.footer as Loose;
    const labels = (footer.links as Loose[]).flatMap((column) => (column.items as Loose[]).map((item) => item.label ?? item.html));
    expect(labels).toEqual(expect.arrayContaining(['Terms of Service', 'Privacy Policy', 'Security', 'Feedback']));
    const html = labels.join(' ');
    for (const name of ['on X', 'Slack', 'GitHub', 'YouTube']) {
      expect(html).toMatch(new RegExp(`aria-label="[^"]*${name}[^"]*"`));
    }
    expect(footer.copyright).toMatch(/2025/);
    expect(footer.copyright).toMatch(/Dagster Labs/);
  });

  test('sitemap weekly at priority 0.5 without tag pages', () => {
    expect(classic.sitemap).toMatchObject({changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/tags/**']});
  });

  test('search settings of SPEC §3', () => {
    expect(themeConfig.algolia).toMatchObject({contextualSearch: false, searchPagePath: 'search'});
    for (const key of ['appId', 'apiKey', 'indexName']) {
      expect(typeof themeConfig.algolia[key]).toBe('string');
      expect(themeConfig.algolia[key]).not.toBe('');
    }
  });

  test('social card image exists and is large', () => {
    expect(fs.existsSync(path.join(PROJECT, 'static', themeConfig.image))).toBe(true);
    expect(themeConfig.metadata).toContainEqual({name: 'twitter:card', content: 'summary_large_image'});
  });

  test('no announcement bar unless one is configured', () => {
    expect(themeConfig.announcementBar).toBeUndefined();
  });
});

describe('package', () => {
  test('site version 0.0.1 and every @docusaurus package pinned at exactly 3.7.0', () => {
    expect(pkg.version).toBe('0.0.1');
    const all = {...pkg.dependencies, ...pkg.devDependencies} as Record<string, string>;
    const docusaurus = Object.entries(all).filter(([name]) => name.startsWith('@docusaurus/'));
    expect(docusaurus.length).toBeGreaterThan(5);
    for (const [name, version] of docusaurus) {
      expect(version, name).toBe('3.7.0');
    }
    expect(all['@docusaurus/faster']).toBe('3.7.0');
  });

  test('the installed generator is 3.7.0 (one copy)', () => {
    const installed = JSON.parse(fs.readFileSync(path.join(PROJECT, 'node_modules/@docusaurus/core/package.json'), 'utf8')) as Loose;
    expect(installed.version).toBe('3.7.0');
  });
});

describe('sidebars', () => {
  test('the five sidebars of the specification, each with content', () => {
    expect(Object.keys(sidebars).sort()).toEqual(['api', 'dagsterPlus', 'docs', 'examples', 'integrations']);
    for (const [name, items] of Object.entries(sidebars)) {
      expect((items as unknown[]).length, name).toBeGreaterThan(0);
    }
  });
});
