import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {evaluate} from '@mdx-js/mdx';
import * as cheerio from 'cheerio';
import React from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, test} from 'vitest';
import {generateApiReference} from '../../src/api-reference/generate';
import {formatSignature, signatureParts} from '../../src/api-reference/signature';
import {LONG_TERM_LENGTH, SIGNATURE_LINES_SHOWN, signatureBlock, termCode, type RenderContext} from '../../src/api-reference/render';
import {SymbolIndex} from '../../src/api-reference/symbols';

const FIXTURE_ROOT = path.join(__dirname, '..', 'fixtures', 'api-reference');
const EXPECTED = path.join(FIXTURE_ROOT, 'expected');

function generateInto(): string {
  const docsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-docs-'));
  generateApiReference({rootDir: FIXTURE_ROOT, docsDir});
  return docsDir;
}

describe('API reference renderer', () => {
  test('renders the fixture pages exactly (headings with ids, signatures, tables, links, status, CLI)', () => {
    const docsDir = generateInto();
    const read = (relative: string) => fs.readFileSync(path.join(docsDir, 'api', 'python-api', relative), 'utf8');
    expect(read('widgets.mdx')).toBe(fs.readFileSync(path.join(EXPECTED, 'widgets.mdx'), 'utf8'));
    expect(read('libraries/dagster-gadget.mdx')).toBe(fs.readFileSync(path.join(EXPECTED, 'dagster-gadget.mdx'), 'utf8'));
    expect(JSON.parse(read('libraries/_category_.json'))).toEqual({label: 'Libraries', collapsed: true, customProps: {description: expect.stringContaining('integration library')}});
  });

  test('removes a page whose data file is gone and keeps the hand-written index', () => {
    const docsDir = generateInto();
    const outDir = path.join(docsDir, 'api', 'python-api');
    fs.writeFileSync(path.join(outDir, 'stale.mdx'), 'old');
    fs.writeFileSync(path.join(outDir, 'index.mdx'), 'hand-written');
    generateApiReference({rootDir: FIXTURE_ROOT, docsDir});
    expect(fs.existsSync(path.join(outDir, 'stale.mdx'))).toBe(false);
    expect(fs.readFileSync(path.join(outDir, 'index.mdx'), 'utf8')).toBe('hand-written');
  });

  test('does not rewrite unchanged pages (the dev server would reload them)', () => {
    const docsDir = generateInto();
    expect(generateApiReference({rootDir: FIXTURE_ROOT, docsDir}).written).toBe(0);
  });

  test('a short signature stays on one line and puts / and * where Python does', () => {
    expect(
      formatSignature({
        path: 'dagster.f',
        kind: 'function',
        description: 'x',
        params: [
          {name: 'a', kind: 'positional_only', description: 'x'},
          {name: 'b', default: '1', description: 'x'},
          {name: 'c', type: 'int', default: '2', kind: 'keyword_only', description: 'x'},
          {name: 'kwargs', kind: 'var_keyword', description: 'x'},
        ],
        returns: {type: 'None', description: 'x'},
      }),
    ).toBe('dagster.f(a, /, b=1, *, c: int = 2, **kwargs) -> None');
  });

  test('a signature longer than 80 characters puts one parameter per line, and one of 80 stays on one line', () => {
    const withName = (name: string) =>
      formatSignature({path: `dagster.${name}`, kind: 'function', description: 'x', params: [{name: 'first', type: 'str', description: 'x'}, {name: 'second', type: 'int', default: '0', description: 'x'}]});
    const fits = withName('f'.repeat(80 - 'dagster.(first: str, second: int = 0)'.length));
    expect(fits).toHaveLength(80);
    expect(fits).not.toContain('\n');
    expect(withName('f'.repeat(81 - 'dagster.(first: str, second: int = 0)'.length)).split('\n')).toEqual([
      `dagster.${'f'.repeat(44)}(`,
      '    first: str,',
      '    second: int = 0,',
      ')',
    ]);
  });

  test('signature parts link each type the linker knows and merge the plain text between them', () => {
    const parts = signatureParts(
      {path: 'dagster.g', kind: 'function', description: 'x', params: [{name: 'key', type: 'Optional[AssetKey]', description: 'x'}], returns: {type: 'AssetKey', description: 'x'}},
      (expression) => expression.split(/(AssetKey)/).filter(Boolean).map((text) => (text === 'AssetKey' ? {text, href: '/api/python-api/assets#dagster.AssetKey'} : {text})),
    );
    expect(parts).toEqual([
      {text: 'dagster.g(key: Optional['},
      {text: 'AssetKey', href: '/api/python-api/assets#dagster.AssetKey'},
      {text: ']) -> '},
      {text: 'AssetKey', href: '/api/python-api/assets#dagster.AssetKey'},
    ]);
  });

  test('keyword-only parameters after *args need no bare *', () => {
    expect(
      formatSignature({
        path: 'dagster.g',
        kind: 'function',
        description: 'x',
        params: [
          {name: 'args', kind: 'var_positional', description: 'x'},
          {name: 'flag', kind: 'keyword_only', default: 'False', description: 'x'},
        ],
      }),
    ).toBe('dagster.g(*args, flag=False)');
  });

  test('the generated MDX compiles, and renders linked signatures, stacked parameter rows and lifecycle badges', async () => {
    const docsDir = generateInto();
    const source = fs.readFileSync(path.join(docsDir, 'api', 'python-api', 'widgets.mdx'), 'utf8').replace(/^---[\s\S]*?---\n/, '');
    // Docusaurus provides Link and PyObject at build time; these stand-ins
    // render the same plain elements. (The import line is Docusaurus's to resolve.)
    const components = {
      PyObject: ({object}: {object: string}) => React.createElement('code', null, object),
      ApiExample: ({html}: {html: string}) => React.createElement('pre', {className: 'example', dangerouslySetInnerHTML: {__html: html}}),
      Link: ({to, children}: {to: string; children: React.ReactNode}) => React.createElement('a', {href: to}, children),
    };
    const {default: Content} = await evaluate(source.replace(/^import .*$/gm, ''), {...runtime, useMDXComponents: () => ({})});
    const html = renderToStaticMarkup(React.createElement(Content, {components}));
    const $ = cheerio.load(html);

    const widgetSignature = $('pre.api-signature').first();
    expect(widgetSignature.text()).toContain('@dagster.widget(\n    fn: Callable = None,\n');
    // Each parameter line is its own block, so a narrow screen wraps it with a hanging indent.
    expect(widgetSignature.find('.api-arg').map((_, line) => $(line).text()).get()).toEqual([
      '    fn: Callable = None,\n',
      '    /,\n',
      '    *,\n',
      '    name: str | None = None,\n',
      '    key: Optional[WidgetKey] = None,\n',
    ]);
    expect(widgetSignature.find('a').map((_, link) => $(link).attr('href')).get()).toEqual([
      '#dagster.WidgetKey',
      '#dagster.Widget',
    ]);

    // Parameter rows name the parameter; its type and default are the signature's, not repeated.
    const rows = $('ul.api-params').first().children('li');
    expect(rows.map((_, row) => $(row).children('code').text()).get()).toEqual(['fn', 'name', 'key']);
    expect(rows.find('a')).toHaveLength(0);
    expect(rows.map((_, row) => $(row).children('div').text()).get()).toEqual(['The decorated function.', 'Name of the widget, on two lines.', 'Key of the widget.']);
    expect($('ul.api-params li:contains("new_name")').children('div').text()).toBe('Required. The new name.');

    // Entries are sections named by kind; a class's members are sections inside it.
    expect($('section.api-entry').map((_, entry) => $(entry).attr('class')).get()).toEqual([
      'api-entry api-kind--decorator',
      'api-entry api-kind--class',
      'api-entry api-kind--class',
      'api-entry api-kind--enum',
    ]);
    expect($('section.api-entry.api-kind--class > section.api-member.api-kind--method > h4').length).toBe(1);

    // A command's usage is one light line, its options stacked rows with the default in the description.
    expect($('pre.api-usage').first().text()).toBe('widget build [OPTIONS]');
    expect($('ul.api-params li:contains("--port")').children('div').text()).toBe('Port to use. Default: 3000.');
    expect($('th:contains("Default")')).toHaveLength(0);

    expect($('pre.example').first().text()).toBe('@dg.asset\ndef widget():\n    return 1');
    expect($('.api-badge--deprecated').text()).toBe('Deprecated');
    expect($('p.api-status--deprecated').text()).toMatch(/^Deprecated: This API is deprecated: .* Use dagster\.WidgetKey instead\./);
  });

  test('a long signature is folded under a native disclosure after its first lines; a short one is not', () => {
    const context: RenderContext = {index: new SymbolIndex([]), modules: ['dagster'], readExample: () => '', route: '/api/python-api/build'};
    const params = (count: number) => Array.from({length: count}, (_, position) => ({name: `option_${position}`, type: 'Optional[str]', default: 'None', description: 'An option.'}));
    const block = (count: number) =>
      signatureBlock({path: 'dagster.build', kind: 'function', description: 'Builds.', params: params(count)} as Parameters<typeof signatureBlock>[0], context);
    const long = block(SIGNATURE_LINES_SHOWN + 10);
    expect(long).toMatch(/^<div className="api-signature-long"><pre className="api-signature">/);
    expect(long).toContain(`<details className="api-signature__more"><summary>{"Show all ${SIGNATURE_LINES_SHOWN + 10} parameters"}</summary></details></div>`);
    expect(block(SIGNATURE_LINES_SHOWN + 2)).toMatch(/^<pre className="api-signature">/);
  });
});

describe('parameter names', () => {
  test('a name or flag stays one unbreakable code element; only a long snake_case name may wrap, after its underscores', () => {
    expect(termCode('--partition-range')).toBe('<code>{"--partition-range"}</code>');
    expect(termCode('key_prefix')).toBe('<code>{"key_prefix"}</code>');
    const long = 'downstream_partition_keys_by_upstream_partition_key';
    expect(long.length).toBeGreaterThan(LONG_TERM_LENGTH);
    const code = termCode(long);
    expect(code).toBe('<code className="api-long-term">{"downstream_"}<wbr />{"partition_"}<wbr />{"keys_"}<wbr />{"by_"}<wbr />{"upstream_"}<wbr />{"partition_"}<wbr />{"key"}</code>');
  });
});
