import path from 'node:path';
import type {Config, LoadContext} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {announcementFromEnv} from './src/config/announcement';
import {lightCodeTheme, darkCodeTheme} from './src/config/prism';
import {ADDITIONAL_PRISM_LANGUAGES} from './src/config/prism-languages';
import {MAGIC_COMMENTS} from './src/config/magic-comments';
import {footer} from './src/config/footer';
import {zoomConfig} from './src/config/zoom';
import {withoutCategoryIndexDocs} from './src/config/sidebar-generator';
import remarkSnippets from './src/remark/snippets';
import remarkPyObject from './src/remark/pyobject';
import remarkAutoLinkSymbols from './src/remark/auto-link-symbols';
import {pageCategoriesFor, PAGE_CATEGORIES_KEY} from './src/integrations/page-categories';

/** Front matter key of a page's fact-check record (see contributing/authoring.md). */
const VERIFICATION_KEY = 'verified_against';
import remarkHighlightCode from './src/remark/highlight-code';
import remarkDiagrams from './src/remark/diagrams';
import remarkRelatedApi from './src/remark/related-api';
import remarkAssetGraph from './src/remark/asset-graph';
import apiReferencePlugin from './src/plugins/api-reference';
import inlineGuardsPlugin from './src/plugins/inline-guards';
import imageZoomPlugin from './src/plugins/image-zoom';
import chunkErrorPlugin from './src/plugins/chunk-error';
import searchIndexPlugin from './src/search/index-build/plugin';
import prefetchBudgetPlugin from './src/plugins/prefetch-budget';
import codeThemePlugin from './src/plugins/code-theme';
import fontsPlugin from './src/plugins/fonts';
import markdownExportPlugin from './src/plugins/markdown-export';
import exampleZipsPlugin from './src/plugins/example-zips';
import oldLinksPlugin from './src/plugins/old-links';
import sidebarTreePlugin from './src/plugins/sidebar-tree';
import firstLoadDataPlugin from './src/plugins/first-load-data';
import {docsPlugin} from './src/plugins/slim-docs';
import staticPagesPlugin from './src/static-pages/plugin';
import {SSR_TEMPLATE} from './src/config/ssr-template';
import sidebarScrollPlugin from './src/plugins/sidebar-scroll';
import snippetWatchPlugin from './src/plugins/snippet-watch';
import {searchModeFromEnv} from './src/search/client/config';
import {stockBundleFromEnv} from './src/plugins/stock-bundle';

const SITE_URL = 'https://docs.dagster.io';
const DAGSTER_VERSION = '1.10.11';
const VERSION_LABEL = `Latest (${DAGSTER_VERSION})`;
/** Pages that end with a generated "Related API" list: guides, the tutorial, the example projects. */
const RELATED_API_FOLDERS = ['docs/guides', 'docs/integrations/guides', 'docs/etl-pipeline-tutorial', 'docs/examples'];

// Hosted Algolia when all three ALGOLIA_* variables are set at build time (the
// search-only key is public by design); otherwise the index built with the site.
const search = searchModeFromEnv(process.env);

const announcementBar = announcementFromEnv(process.env);

// DOCS_STOCK_BUNDLE=1: every rewrite of Docusaurus's first-load output off (see src/plugins/stock-bundle.ts).
const stockBundle = stockBundleFromEnv(process.env);

const docsOptions: DocsOptions = {
  routeBasePath: '/',
  path: 'docs',
  sidebarPath: './sidebars.ts',
  tags: 'tags.yml',
  onInlineTags: 'throw',
  breadcrumbs: true,
  lastVersion: 'current',
  versions: {current: {label: VERSION_LABEL, path: ''}},
  remarkPlugins: [
    [remarkSnippets, {snippetsDir: path.join(__dirname, 'snippets')}],
    [remarkPyObject, {rootDir: __dirname}],
    [remarkAutoLinkSymbols, {rootDir: __dirname}],
    [remarkDiagrams, {rootDir: __dirname}],
    [remarkAssetGraph, {snippetsDir: path.join(__dirname, 'snippets')}],
    // Last: it reads the links and examples the plugins above produce.
    [remarkRelatedApi, {rootDir: __dirname, include: RELATED_API_FOLDERS}],
    // After every plugin that writes code blocks: the browser gets them highlighted.
    remarkHighlightCode,
  ],
  sidebarItemsGenerator: withoutCategoryIndexDocs,
} as DocsOptions;

const config: Config = {
  title: 'Dagster Docs',
  tagline: 'Build, run and observe data platforms with Dagster, the asset-oriented orchestrator for Python.',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  organizationName: 'dagster-io',
  projectName: 'dagster',
  trailingSlash: undefined,

  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  // Replaced by our own banner (src/theme/Root), which never renders the path as HTML.
  baseUrlIssueBanner: false,
  customFields: {baseUrlIssueBanner: true, dagsterVersion: DAGSTER_VERSION, search},

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en'}},
  },

  future: {experimental_faster: true},
  // Entry scripts start after the first paint (see src/config/ssr-template.ts).
  ssrTemplate: SSR_TEMPLATE,
  markdown: {
    mermaid: true,
    // Integration pages carry their categories in their own front matter (see src/integrations/page-categories.ts).
    // A page's verified_against record is for reviewers (tests/unit/frontmatter.test.ts reads it from the
    // file): dropped here so that it never travels in the page's code to the browser.
    parseFrontMatter: async (params) => {
      const parsed = await params.defaultParseFrontMatter(params);
      const frontMatter = {...parsed.frontMatter};
      delete frontMatter[VERIFICATION_KEY];
      const categories = pageCategoriesFor(__dirname, params.filePath);
      return {...parsed, frontMatter: categories ? {...frontMatter, [PAGE_CATEGORIES_KEY]: categories} : frontMatter};
    },
  },
  themes: ['@docusaurus/theme-mermaid'],

  presets: [
    // First: its plugin runs after every other plugin's postBuild (see src/plugins/precompress).
    path.join(__dirname, 'src/plugins/precompress/preset.ts'),
    [
      'classic',
      {
        // Listed under plugins, through its wrapper that slims the version data (src/plugins/slim-docs).
        docs: false,
        blog: false,
        theme: {
          customCss: ['./src/css/custom.css', './src/css/fonts.css', './src/css/global.css', './src/css/reading.css', './src/css/diagrams.css', './src/css/api-reference.css'],
        },
        sitemap: {changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/tags/**'], filename: 'sitemap.xml'},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [docsPlugin({slim: !stockBundle}), docsOptions],
    apiReferencePlugin,
    snippetWatchPlugin,
    inlineGuardsPlugin,
    imageZoomPlugin,
    chunkErrorPlugin,
    prefetchBudgetPlugin,
    (context: LoadContext) => codeThemePlugin(context, {prismInBrowser: stockBundle}),
    fontsPlugin,
    searchIndexPlugin,
    exampleZipsPlugin,
    [markdownExportPlugin, {relatedApiFolders: RELATED_API_FOLDERS}],
    sidebarTreePlugin,
    oldLinksPlugin,
    sidebarScrollPlugin,
    (context: LoadContext) => firstLoadDataPlugin(context, {rewrites: !stockBundle}),
    ...(stockBundle ? [] : [staticPagesPlugin]),
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'twitter:card', content: 'summary_large_image'}],
    colorMode: {defaultMode: 'light', respectPrefersColorScheme: true, disableSwitch: false},
    ...(announcementBar ? {announcementBar} : {}),
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // Highlighting happens at build time (src/remark/highlight-code.ts), with these same grammars.
      additionalLanguages: [...ADDITIONAL_PRISM_LANGUAGES],
      magicComments: MAGIC_COMMENTS,
    },
    mermaid: {theme: {light: 'neutral', dark: 'dark'}},
    zoom: zoomConfig,
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 4},
    docs: {sidebar: {hideable: false, autoCollapseCategories: true}},
    navbar: {
      hideOnScroll: true,
      title: 'Dagster Docs',
      logo: {alt: 'Dagster', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 32, height: 32},
      items: [
        {type: 'doc', docId: 'intro', label: 'Docs', position: 'left'},
        {type: 'doc', docId: 'examples/index', label: 'Examples', position: 'left'},
        {type: 'doc', docId: 'integrations/libraries/index', label: 'Integrations', position: 'left'},
        {type: 'doc', docId: 'dagster-plus/index', label: 'Dagster+', position: 'left'},
        {type: 'doc', docId: 'api/index', label: 'API', position: 'left'},
        {href: SITE_URL, label: 'Latest version', position: 'right', className: 'navbar-latest-version'},
      ],
    },
    footer,
    algolia: {
      appId: search.appId,
      apiKey: search.apiKey,
      indexName: search.indexName,
      contextualSearch: false,
      searchPagePath: 'search',
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
