import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {describe, expect, test} from 'vitest';
import {docIdCandidates, sectionEntries} from '../../src/components/SectionIndex/entries';

const docs = {
  'integrations/libraries/slack': {description: 'Post to Slack.'},
  'integrations/libraries/dbt/index': {description: 'Run dbt models as assets.'},
  'integrations/libraries/dbt/dbt-core': {description: 'dbt Core.'},
};

const items: PropSidebarItem[] = [
  {type: 'link', label: 'Slack', href: '/integrations/libraries/slack', docId: 'integrations/libraries/slack'},
  {
    type: 'category',
    label: 'dbt',
    href: '/integrations/libraries/dbt',
    collapsed: true,
    collapsible: true,
    items: [
      {type: 'link', label: 'dbt Core', href: '/integrations/libraries/dbt/dbt-core', docId: 'integrations/libraries/dbt/dbt-core'},
      {type: 'category', label: 'Tutorial', href: '/t', collapsed: true, collapsible: true, items: [{type: 'link', label: 'Step 1', href: '/t/1'}]},
    ],
  },
  {type: 'category', label: 'No landing page', collapsed: true, collapsible: true, items: [{type: 'link', label: 'Only child', href: '/only'}]},
  {type: 'category', label: 'Empty', collapsed: true, collapsible: true, items: []},
  {type: 'html', value: '<hr>'},
];

describe('sectionEntries', () => {
  test('pages carry their description; sub-categories their landing page description and page count', () => {
    expect(sectionEntries(items, docs)).toEqual([
      {label: 'Slack', href: '/integrations/libraries/slack', description: 'Post to Slack.'},
      {label: 'dbt', href: '/integrations/libraries/dbt', description: 'Run dbt models as assets.', pages: 4},
      {label: 'No landing page', href: '/only', pages: 1},
    ]);
  });

  test('a doc missing from the version data gives an entry without a description, not a crash', () => {
    expect(sectionEntries([{type: 'link', label: 'Gone', href: '/gone', docId: 'gone'}], {})).toEqual([{label: 'Gone', href: '/gone'}]);
  });
});

describe('docIdCandidates', () => {
  test.each([
    ['/integrations/libraries/dbt', ['integrations/libraries/dbt/index', 'integrations/libraries/dbt']],
    ['/guides/build/#top', ['guides/build/index', 'guides/build']],
    ['/', ['index', 'intro']],
  ])('%s', (href, expected) => {
    expect(docIdCandidates(href)).toEqual(expected);
  });
});
