import fs from 'node:fs';
import path from 'node:path';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {describe, expect, test} from 'vitest';
import {readCategories, readIntegrations, readTags, renderGeneratedModules} from '../../src/integrations/catalog';
import {CATEGORY_ICON_NAMES, readCategoryIcons} from '../../src/integrations/category-icons';
import {countMessage, filterIntegrations} from '../../src/components/IntegrationGrid/filter';
import {codePieces, MAX_UNBROKEN_LENGTH} from '../../src/theme/CodeInline/words';
import {withWordBreaks} from '../../src/theme/TOCItems/word-breaks';
import {codeLanguage, defaultTitle} from '../../src/components/CodeBlock/shell-title';
import {installCommands} from '../../src/components/InstallTabs/commands';
import {tutorialStep} from '../../src/components/TutorialStep/steps';

const root = path.resolve(__dirname, '..', '..');
const docsDir = path.join(root, 'docs');

describe('integration catalog', () => {
  test('the committed generated modules match the docs and lucide-static (run scripts/integrations-generate.ts)', () => {
    const {catalog, icons} = renderGeneratedModules(docsDir);
    expect(fs.readFileSync(path.join(root, 'src/components/IntegrationGrid/integrations.generated.ts'), 'utf8')).toBe(catalog);
    expect(fs.readFileSync(path.join(root, 'src/components/CategoryIcon/icons.generated.ts'), 'utf8')).toBe(icons);
  });

  test('every category of docs/tags.yml has a Lucide icon, and no icon names a category that is not there', () => {
    const categories = readCategories(docsDir);
    expect(categories.map((category) => category.key).sort()).toEqual(Object.keys(CATEGORY_ICON_NAMES).sort());
    for (const category of categories) expect(category.icon.length, category.key).toBeGreaterThan(0);
  });

  test('an unknown category or icon stops the generator by name', () => {
    expect(() => readCategoryIcons(['weather'])).toThrow(/"weather" has no icon/);
  });

  test('every integration has a description, a support tag and at least one category, in docs/tags.yml order', () => {
    const order = readTags(docsDir).map((tag) => tag.key);
    for (const entry of readIntegrations(docsDir)) {
      expect(entry.description.length, entry.slug).toBeGreaterThan(20);
      expect(entry.tags.filter((tag) => tag.endsWith('-supported')), entry.slug).not.toHaveLength(0);
      expect(entry.categories.length, entry.slug).toBeGreaterThan(0);
      expect([...entry.categories].sort((a, b) => order.indexOf(a) - order.indexOf(b)), entry.slug).toEqual(entry.categories);
    }
    expect(readIntegrations(docsDir).find((entry) => entry.slug === 'aws')!.categories).toEqual(['compute', 'monitoring', 'storage']);
  });
});

describe('integration filter', () => {
  const entries = [
    {slug: 'slack', label: 'Slack', href: '/s', description: 'Post messages and run failure alerts.', tags: ['dagster-supported', 'alerting'], categories: ['alerting']},
    {slug: 'snowflake', label: 'Snowflake', href: '/sf', description: 'Store assets in the Snowflake warehouse.', tags: ['dagster-supported', 'storage'], categories: ['storage']},
    {slug: 'teradata', label: 'Teradata', href: '/t', description: 'Query a Teradata Vantage warehouse.', tags: ['community-supported', 'storage'], categories: ['storage']},
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

describe('inline code words', () => {
  test('hyphenated words are kept whole, spaces stay break points, and the pieces join back to the text', () => {
    const text = '-d, --working-directory PATH';
    const pieces = codePieces(text);
    expect(pieces.map((piece) => piece.text).join('')).toBe(text);
    expect(pieces.filter((piece) => piece.whole).map((piece) => piece.text)).toEqual(['-d,', '--working-directory']);
    expect(codePieces('dagster-webserver')).toEqual([{text: 'dagster-webserver', whole: true}]);
    expect(codePieces('DAGSTER_HOME')).toEqual([{text: 'DAGSTER_HOME', whole: false}]);
  });

  test('a word too long for a phone column may still break', () => {
    const long = `${'a'.repeat(MAX_UNBROKEN_LENGTH)}-b`;
    expect(codePieces(long)).toEqual([{text: long, whole: false}]);
  });
});
