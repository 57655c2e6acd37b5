import fs from 'node:fs';
import path from 'node:path';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {describe, expect, test} from 'vitest';
import * as simpleIcons from 'simple-icons';
import {brandLogos, monogramOf, readIntegrations, renderGeneratedModules} from '../../src/integrations/catalog';
import {BRAND_ICONS} from '../../src/integrations/brands';
import {contrast, logoFills, DARK_SURFACE, LIGHT_SURFACE} from '../../src/integrations/colors';
import {countMessage, filterIntegrations} from '../../src/components/IntegrationGrid/filter';
import {withWordBreaks} from '../../src/theme/TOCItems/word-breaks';
import {codeLanguage, defaultTitle} from '../../src/components/CodeBlock/shell-title';
import {installCommands} from '../../src/components/InstallTabs/commands';
import {tutorialStep} from '../../src/components/TutorialStep/steps';

const root = path.resolve(__dirname, '..', '..');
const docsDir = path.join(root, 'docs');

describe('integration catalog', () => {
  test('the committed generated modules match the docs and simple-icons (run scripts/integrations-generate.ts)', () => {
    const {catalog, logos} = renderGeneratedModules(docsDir);
    expect(fs.readFileSync(path.join(root, 'src/components/IntegrationGrid/integrations.generated.ts'), 'utf8')).toBe(catalog);
    expect(fs.readFileSync(path.join(root, 'src/components/IntegrationLogo/logos.generated.ts'), 'utf8')).toBe(logos);
  });

  test('every mapped brand exists in simple-icons and names a page under docs/integrations/libraries', () => {
    const slugs = readIntegrations(docsDir).map((entry) => entry.slug);
    for (const [slug, icon] of Object.entries(BRAND_ICONS)) {
      expect(slugs, slug).toContain(slug);
      expect((simpleIcons as Record<string, unknown>)[icon], icon).toBeDefined();
    }
    expect(Object.keys(brandLogos(slugs))).toHaveLength(Object.keys(BRAND_ICONS).length);
  });

  test('every integration has a description and a support tag', () => {
    for (const entry of readIntegrations(docsDir)) {
      expect(entry.description.length, entry.slug).toBeGreaterThan(20);
      expect(entry.tags.filter((tag) => tag.endsWith('-supported')), entry.slug).not.toHaveLength(0);
    }
  });

  test('monograms: acronyms stay whole, two words give initials, one word its first letter', () => {
    expect(monogramOf('AWS')).toBe('AWS');
    expect(monogramOf('dbt')).toBe('dbt');
    expect(monogramOf('Microsoft Teams')).toBe('MT');
    expect(monogramOf('Weights & Biases')).toBe('WB');
    expect(monogramOf('Fivetran')).toBe('F');
  });

  test('logo fills keep 3:1 against the card in each mode, falling back to the text colour', () => {
    expect(logoFills('181717').light).toBe('#181717');
    expect(logoFills('181717').dark).not.toBe('#181717');
    expect(logoFills('FFF000').light).not.toBe('#fff000');
    for (const hex of ['181717', 'FFF000', '29B5E8', '632CA6', 'FF3621']) {
      const {light, dark} = logoFills(hex);
      expect(contrast(light, LIGHT_SURFACE)).toBeGreaterThanOrEqual(3);
      expect(contrast(dark, DARK_SURFACE)).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('integration filter', () => {
  const entries = [
    {slug: 'slack', label: 'Slack', href: '/s', description: 'Post messages and run failure alerts.', tags: ['dagster-supported', 'alerting'], monogram: 'S'},
    {slug: 'snowflake', label: 'Snowflake', href: '/sf', description: 'Store assets in the Snowflake warehouse.', tags: ['dagster-supported', 'storage'], monogram: 'S'},
    {slug: 'teradata', label: 'Teradata', href: '/t', description: 'Query a Teradata Vantage warehouse.', tags: ['community-supported', 'storage'], monogram: 'T'},
  ];

  test('typing matches names and descriptions, every word, any case', () => {
    expect(filterIntegrations(entries, 'SLA', null).map((entry) => entry.slug)).toEqual(['slack']);
    expect(filterIntegrations(entries, 'warehouse', null).map((entry) => entry.slug)).toEqual(['snowflake', 'teradata']);
    expect(filterIntegrations(entries, 'warehouse vantage', null).map((entry) => entry.slug)).toEqual(['teradata']);
    expect(filterIntegrations(entries, '  ', null)).toHaveLength(3);
  });

  test('a tag narrows the list, combined with the typed words', () => {
    expect(filterIntegrations(entries, '', 'storage').map((entry) => entry.slug)).toEqual(['snowflake', 'teradata']);
    expect(filterIntegrations(entries, 'warehouse', 'dagster-supported').map((entry) => entry.slug)).toEqual(['snowflake']);
    expect(filterIntegrations(entries, 'slack', 'storage')).toEqual([]);
  });

  test('the live count says how many of how many', () => {
    expect(countMessage(3, 3)).toBe('3 integrations');
    expect(countMessage(1, 53)).toBe('1 of 53 integrations');
  });
});

describe('table of contents word breaks', () => {
  test('a <wbr> after dots and underscores inside names, never inside tags or entities', () => {
    expect(withWordBreaks('<code>AutomationCondition.eager()</code>')).toBe('<code>AutomationCondition.<wbr>eager()</code>');
    expect(withWordBreaks('<code>define_asset_job</code>')).toBe('<code>define_<wbr>asset_<wbr>job</code>');
    expect(withWordBreaks('<a class="x.y">Ends here.</a>')).toBe('<a class="x.y">Ends here.</a>');
    expect(withWordBreaks('Tom &amp; Jerry')).toBe('Tom &amp; Jerry');
  });
});

describe('shell block titles', () => {
  test('untitled shell blocks are titled Terminal; titled and other blocks keep theirs', () => {
    expect(codeLanguage('language-bash', undefined)).toBe('bash');
    expect(defaultTitle('bash', undefined, undefined)).toBe('Terminal');
    expect(defaultTitle('shell', '', undefined)).toBe('Terminal');
    expect(defaultTitle('bash', 'title="setup.sh"', undefined)).toBeUndefined();
    expect(defaultTitle('bash', undefined, 'Install')).toBeUndefined();
    expect(defaultTitle('python', undefined, undefined)).toBeUndefined();
    expect(defaultTitle(undefined, undefined, undefined)).toBeUndefined();
  });
});

describe('install tabs', () => {
  test('pip and uv commands for the same packages, extras quoted', () => {
    expect(installCommands('dagster-dbt')).toEqual({pip: 'pip install dagster-dbt', uv: 'uv add dagster-dbt'});
    expect(installCommands(' dagster-airlift[core]  dagster==1.10.11 ')).toEqual({
      pip: 'pip install "dagster-airlift[core]" "dagster==1.10.11"',
      uv: 'uv add "dagster-airlift[core]" "dagster==1.10.11"',
    });
    expect(() => installCommands('  ')).toThrow(/at least one package/);
  });
});

describe('tutorial step', () => {
  const items: PropSidebarItem[] = [
    {type: 'link', label: 'Quickstart', href: '/getting-started/quickstart'},
    {
      type: 'category',
      label: 'ETL pipeline tutorial',
      href: '/etl-pipeline-tutorial/',
      collapsed: false,
      collapsible: true,
      items: [
        {type: 'link', label: 'One', href: '/etl-pipeline-tutorial/one'},
        {type: 'link', label: 'Two', href: '/etl-pipeline-tutorial/two'},
        {type: 'link', label: 'Three', href: '/etl-pipeline-tutorial/three'},
      ],
    },
  ];

  test('numbers the tutorial pages, not its landing page nor other pages', () => {
    expect(tutorialStep(items, '/etl-pipeline-tutorial/two')).toEqual({step: 2, total: 3});
    expect(tutorialStep(items, '/etl-pipeline-tutorial/three/')).toEqual({step: 3, total: 3});
    expect(tutorialStep(items, '/etl-pipeline-tutorial')).toBeUndefined();
    expect(tutorialStep(items, '/getting-started/quickstart')).toBeUndefined();
  });
});
