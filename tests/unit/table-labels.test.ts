import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, test} from 'vitest';
import {headerLabels, labelCells, stacksOnPhones} from '../../src/components/ScrollableTable/labels';

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

  test('three columns or more stack; two stay a table', () => {
    expect(stacksOnPhones(headerLabels(comparison()))).toBe(true);
    expect(stacksOnPhones(['Option', 'Meaning'])).toBe(false);
  });
});
