import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, test} from 'vitest';
import {columnTexts, headerLabels, labelCells, PHONE_COLUMN_CHARACTERS, stacksOnPhones} from '../../src/components/ScrollableTable/labels';

const h = React.createElement;

/** A Markdown table as MDX hands it over: thead and tbody elements, cells holding text, code or links. */
function comparison() {
  return [
    h('thead', {key: 'head'}, h('tr', null, h('th', null), h('th', null, 'dbt ', h('code', null, 'Core')), h('th', null, 'dbt Cloud'))),
    h('tbody', {key: 'body'}, h('tr', null, h('td', null, 'Where dbt runs'), h('td', null, 'In the run'), h('td', null, 'In dbt Cloud'))),
  ];
}

describe('tables that stack on phones', () => {
  test('header labels are the header cells as text, code included', () => {
    expect(headerLabels(comparison())).toEqual(['', 'dbt Core', 'dbt Cloud']);
  });

  test('each body cell carries its column name; an empty name adds no label', () => {
    const html = renderToStaticMarkup(h('table', null, labelCells(comparison(), headerLabels(comparison()))));
    expect(html).toContain('<td>Where dbt runs</td><td data-label="dbt Core">In the run</td><td data-label="dbt Cloud">In dbt Cloud</td>');
  });
});

/** A two-column table whose first column holds `member` (code) and whose second holds `meaning`. */
function twoColumns(member: string, meaning: string) {
  return [
    h('thead', {key: 'head'}, h('tr', null, h('th', null, 'Member'), h('th', null, 'Meaning'))),
    h('tbody', {key: 'body'}, h('tr', null, h('td', null, h('code', null, 'STEP_START')), h('td', null, 'A step began.')), h('tr', null, h('td', null, h('code', null, member)), h('td', null, meaning))),
  ];
}

describe('which tables stack', () => {
  test("each column's text is its header, then its cells", () => {
    expect(columnTexts(twoColumns('RUN_ENQUEUED', 'Queued.'), ['Member', 'Meaning'])).toEqual([
      ['Member', 'STEP_START', 'RUN_ENQUEUED'],
      ['Meaning', 'A step began.', 'Queued.'],
    ]);
  });

  test('three columns or more stack', () => {
    expect(stacksOnPhones(headerLabels(comparison()), columnTexts(comparison(), headerLabels(comparison())))).toBe(true);
  });

  test('two columns stay a table while their longest words fit a phone side by side, and stack once they do not', () => {
    const stacks = (member: string, meaning: string) => stacksOnPhones(['Member', 'Meaning'], columnTexts(twoColumns(member, meaning), ['Member', 'Meaning']));
    expect(stacks('RUN_ENQUEUED', 'The run was placed in the queue.')).toBe(false);
    expect(stacks('ASSET_MATERIALIZATION_PLANNED', 'The run plans to materialize an asset.')).toBe(true);
    // The sum of the two longest words decides, at the limit exactly.
    expect(stacks('A'.repeat(PHONE_COLUMN_CHARACTERS - 'Meaning'.length), 'Meaning')).toBe(false);
    expect(stacks('A'.repeat(PHONE_COLUMN_CHARACTERS - 'Meaning'.length + 1), 'Meaning')).toBe(true);
  });
});
