import {describe, expect, test} from 'vitest';
import {selectSnippet} from '../../src/remark/snippet-source';

const SOURCE = [
  'import dagster as dg',
  '',
  '# [start:asset]',
  '@dg.asset',
  'def orders():',
  '    return 1',
  '# [end:asset]',
  '',
  'class Thing:',
  '    # [start:method]',
  '    def run(self):',
  '        return 2',
  '    # [end:method]',
  '',
].join('\n');

describe('selectSnippet', () => {
  test('whole file without marker lines or trailing blank lines', () => {
    const text = selectSnippet(SOURCE, {});
    expect(text).not.toContain('[start:');
    expect(text).not.toContain('[end:');
    expect(text.endsWith('\n')).toBe(false);
    expect(text.split('\n')[0]).toBe('import dagster as dg');
  });

  test('a marker region, dedented', () => {
    expect(selectSnippet(SOURCE, {marker: 'method'})).toBe('def run(self):\n    return 2');
    expect(selectSnippet(SOURCE, {marker: 'asset'})).toBe('@dg.asset\ndef orders():\n    return 1');
  });

  test('line ranges, joined in order', () => {
    expect(selectSnippet(SOURCE, {lines: '1,4-5'})).toBe('import dagster as dg\n@dg.asset\ndef orders():');
  });

  test('clear errors for a missing marker, a range past the end, or both options', () => {
    expect(() => selectSnippet(SOURCE, {marker: 'nope'})).toThrow('marker "# [start:nope]" not found');
    expect(() => selectSnippet(SOURCE, {lines: '10-99'})).toThrow(/past the end of the file/);
    expect(() => selectSnippet(SOURCE, {lines: '1', marker: 'asset'})).toThrow(/either lines= or marker=/);
    expect(() => selectSnippet('# [start:x]\nfoo\n', {marker: 'x'})).toThrow('marker "# [end:x]" not found');
  });

  test('hide= leaves out a nested region (code a later step adds)', () => {
    const source = ['@dg.asset(', '    group_name="a",', '    # [start:later]', '    automation_condition=x,', '    # [end:later]', ')', 'def a(): ...'].join('\n');
    expect(selectSnippet(source, {hide: 'later'})).toBe('@dg.asset(\n    group_name="a",\n)\ndef a(): ...');
    expect(() => selectSnippet(source, {hide: 'missing'})).toThrow('marker "# [start:missing]" not found');
  });

  test('normalises Windows line endings', () => {
    expect(selectSnippet('a\r\nb\r\n', {})).toBe('a\nb');
  });
});
