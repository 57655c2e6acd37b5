import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {describe, expect, test} from 'vitest';
import {sectionEntries} from '../../src/components/SectionIndex/entries';

const descriptions = {
  '/integrations/libraries/slack': 'Post to Slack.',
  '/integrations/libraries/dbt': 'Run dbt models as assets.',
  '/integrations/libraries/dbt/dbt-core': 'dbt Core.',
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
  {
    type: 'category',
    label: 'Described',
    collapsed: true,
    collapsible: true,
    customProps: {description: 'Said in _category_.json.'},
    items: [{type: 'link', label: 'First', href: '/first'}],
  },
  {type: 'category', label: 'Empty', collapsed: true, collapsible: true, items: []},
  {type: 'html', value: '<hr>'},
];

describe('sectionEntries', () => {
  test('pages carry their description; sub-categories their landing page description and page count', () => {
    expect(sectionEntries(items, descriptions)).toEqual([
      {label: 'Slack', href: '/integrations/libraries/slack', description: 'Post to Slack.'},
      {label: 'dbt', href: '/integrations/libraries/dbt', description: 'Run dbt models as assets.', pages: 4},
      {label: 'No landing page', href: '/only', pages: 1},
      {label: 'Described', href: '/first', pages: 1, description: 'Said in _category_.json.'},
    ]);
  });

  test('a page without a description gives an entry without one, not a crash', () => {
    expect(sectionEntries([{type: 'link', label: 'Gone', href: '/gone'}], {})).toEqual([{label: 'Gone', href: '/gone'}]);
  });

  test('a link with a hash or trailing slash finds its page', () => {
    expect(sectionEntries([{type: 'link', label: 'Slack', href: '/integrations/libraries/slack/#setup'}], descriptions)).toEqual([
      {label: 'Slack', href: '/integrations/libraries/slack/#setup', description: 'Post to Slack.'},
    ]);
  });
});
