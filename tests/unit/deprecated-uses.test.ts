import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {loadApiReference} from '../../src/api-reference/load';
import {retiringMarks} from '../../src/api-reference/lifecycle';
import {PROJECT, SNIPPETS_DIR, filesUnder} from './support/docs';
import {findRetiringUses, judgeUses, readAllowlist} from './support/deprecated-uses';

// Examples teach readers; they must not use what the API reference marks
// deprecated or superseded, unless the allowlist says why (a migration guide).
const ALLOWLIST = path.join(__dirname, 'deprecated-uses-allowlist.yaml');
const marks = retiringMarks(loadApiReference({rootDir: PROJECT}));
const examples = filesUnder(SNIPPETS_DIR, ['.py']);

/** Writes `files` (name -> source) into a fresh folder and scans them with the real marks. */
function scanPlanted(files: Record<string, string>) {
  const dir = fs.mkdtempSync('/tmp/deprecated-uses-');
  for (const [name, source] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), source);
  }
  return findRetiringUses(
    marks,
    Object.keys(files).map((name) => path.join(dir, name)),
    dir,
  );
}

describe('examples use no deprecated or superseded API', () => {
  test('the reference marks the APIs this check relies on', () => {
    const names = marks.map((mark) => (mark.param ? `${mark.path}(${mark.param}=)` : mark.path));
    expect(names).toContain('dagster.define_asset_job(partitions_def=)');
    expect(names).toContain('dagster.SourceAsset');
    expect(marks.length).toBeGreaterThan(50);
  });

  test('every example under snippets/ is free of them, or allowlisted with a reason', () => {
    const uses = findRetiringUses(marks, examples, SNIPPETS_DIR);
    const {violations, stale} = judgeUses(uses, readAllowlist(ALLOWLIST));
    expect(violations, 'examples that use a deprecated or superseded API').toEqual([]);
    expect(stale, 'allowlist entries that no longer match').toEqual([]);
  });

  test('finds a deprecated parameter passed by keyword, through any import form', () => {
    const uses = scanPlanted({
      'aliased.py': 'import dagster as dg\n\ndaily = dg.DailyPartitionsDefinition(start_date="2024-01-01")\njob = dg.define_asset_job("j", selection="*", partitions_def=daily)\n',
      'direct.py': 'from dagster import define_asset_job as make_job\n\nmake_job(name="j", partitions_def=None)\n',
      'clean.py': 'import dagster as dg\n\ndg.define_asset_job("j", selection="*")\n',
    });
    expect(uses.map(({file, line, name}) => `${file}:${line} ${name}`)).toEqual([
      'aliased.py:4 dagster.define_asset_job(partitions_def=)',
      'direct.py:3 dagster.define_asset_job(partitions_def=)',
    ]);
  });

  test('finds a deprecated symbol imported by name or reached as an attribute, a superseded method overridden, and a deprecated member of the context of an asset (not of an op)', () => {
    const uses = scanPlanted({
      'imported.py': 'from dagster import AssetKey, SourceAsset\n\nSourceAsset(key=AssetKey("raw"))\n',
      'attribute.py': 'import dagster as dg\n\nselection = dg.AssetSelection.keys("a")\n',
      'override.py': 'from dagster_sling import DagsterSlingTranslator\n\n\nclass Mine(DagsterSlingTranslator):\n    def get_asset_key(self, stream_definition):\n        return None\n',
      'context.py': 'import dagster as dg\n\n\n@dg.asset\ndef a(context):\n    return context.run_id\n\n\n@dg.op\ndef b(context: dg.OpExecutionContext):\n    return context.run_id\n',
    });
    expect(uses.map(({file, line, name}) => `${file}:${line} ${name}`).sort()).toEqual([
      'attribute.py:3 dagster.AssetSelection.keys',
      'context.py:6 dagster.AssetExecutionContext.run_id',
      'imported.py:1 dagster.SourceAsset',
      'override.py:5 dagster_sling.DagsterSlingTranslator.get_asset_key',
    ]);
  });

  test('a failure names the file, line, API and the reference note; an unused allowlist entry is stale', () => {
    const uses = scanPlanted({'job.py': 'import dagster as dg\n\ndg.define_asset_job("j", partitions_def=None)\n'});
    const {violations, stale} = judgeUses(uses, [{file: 'other.py', name: 'dagster.SourceAsset', reason: 'migration guide'}]);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatch(/^snippets\/job\.py:3: dagster\.define_asset_job\(partitions_def=\) \(deprecated; removal in 2\.0\.0; .*selected assets.*; marked in api\/python-api\/assets\.yaml\)$/);
    expect(stale).toEqual(['allowlist entry other.py / dagster.SourceAsset matches no use: remove it']);
    const allowed = judgeUses(uses, [{file: 'job.py', name: 'dagster.define_asset_job(partitions_def=)', reason: 'shows the migration'}]);
    expect(allowed).toEqual({violations: [], stale: []});
  });

  test('an allowlist entry without a reason is refused by name', () => {
    const file = path.join(fs.mkdtempSync('/tmp/deprecated-allow-'), 'allow.yaml');
    fs.writeFileSync(file, '- file: a.py\n  name: dagster.SourceAsset\n');
    expect(() => readAllowlist(file)).toThrow(/entry 1 must have exactly file, name and a non-empty reason/);
  });
});
