import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {markAdvice, markName, type RetiringMark} from '../../../src/api-reference/lifecycle';

// Debian's interpreter, as the pyflakes check uses (scripts/install-system-deps.sh).
const PYTHON = process.env.PYFLAKES_PYTHON ?? '/usr/bin/python3';
const SCANNER = path.join(__dirname, 'deprecated_uses.py');

/** One use of a marked API in an example, as the Python scanner reports it. */
export interface RetiringUse {
  /** Path relative to the folder the scan was given. */
  file: string;
  line: number;
  /** The mark's name: `dagster.SourceAsset` or `dagster.define_asset_job(partitions_def=)`. */
  name: string;
  mark: RetiringMark;
}

interface ScannerFinding {
  file: string;
  line: number;
  kind: 'symbol' | 'param';
  path: string;
  param?: string;
}

/** Runs the `ast` scanner over `files` (absolute) and ties each finding back to its mark. */
export function findRetiringUses(marks: RetiringMark[], files: string[], baseDir: string): RetiringUse[] {
  const byName = new Map(marks.map((mark) => [markName(mark), mark]));
  const params: Record<string, string[]> = {};
  for (const mark of marks) {
    if (mark.param !== undefined) {
      (params[mark.path] ??= []).push(mark.param);
    }
  }
  const request = {symbols: marks.filter((mark) => mark.param === undefined).map((mark) => mark.path), params, files};
  const run = spawnSync(PYTHON, [SCANNER], {input: JSON.stringify(request), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  if (run.error || run.status !== 0) {
    throw new Error(`deprecated_uses.py failed (${run.error?.message ?? `exit ${run.status}`}): ${run.stderr}`);
  }
  const output = JSON.parse(run.stdout) as {findings: ScannerFinding[]; files: number};
  if (output.files !== files.length) {
    throw new Error(`deprecated_uses.py scanned ${output.files} of ${files.length} files`);
  }
  return output.findings.map((finding) => {
    const name = markName({path: finding.path, param: finding.param});
    const mark = byName.get(name);
    if (!mark) {
      throw new Error(`deprecated_uses.py reported ${name}, which is not a mark it was given`);
    }
    return {file: path.relative(baseDir, finding.file).split(path.sep).join('/'), line: finding.line, name, mark};
  });
}

/** An example allowed to use a marked API, because it shows the move away from it. */
export interface AllowlistEntry {
  /** Example path relative to snippets/. */
  file: string;
  /** Mark name, as in `markName`. */
  name: string;
  reason: string;
}

/** Reads the allowlist and stops on any entry that is not a file, a name and a reason. */
export function readAllowlist(file: string): AllowlistEntry[] {
  const raw = yaml.load(fs.readFileSync(file, 'utf8')) as unknown;
  const entries = raw === null || raw === undefined ? [] : raw;
  if (!Array.isArray(entries)) {
    throw new Error(`${file}: expected a list of {file, name, reason} entries`);
  }
  return entries.map((entry: unknown, index) => {
    const record = (entry ?? {}) as Record<string, unknown>;
    const keys = Object.keys(record).sort().join(',');
    const valid = keys === 'file,name,reason' && [record.file, record.name, record.reason].every((value) => typeof value === 'string' && value.trim().length > 0);
    if (!valid) {
      throw new Error(`${file}: entry ${index + 1} must have exactly file, name and a non-empty reason (has: ${keys || 'nothing'})`);
    }
    return record as unknown as AllowlistEntry;
  });
}

/** One message per use not covered by the allowlist, and per allowlist entry that covers nothing. */
export function judgeUses(uses: RetiringUse[], allowlist: AllowlistEntry[]): {violations: string[]; stale: string[]} {
  const allowed = (use: RetiringUse, entry: AllowlistEntry) => entry.file === use.file && entry.name === use.name;
  const violations = uses
    .filter((use) => !allowlist.some((entry) => allowed(use, entry)))
    .map((use) => `snippets/${use.file}:${use.line}: ${use.name} (${markAdvice(use.mark)}; marked in ${use.mark.file})`);
  const stale = allowlist
    .filter((entry) => !uses.some((use) => allowed(use, entry)))
    .map((entry) => `allowlist entry ${entry.file} / ${entry.name} matches no use: remove it`);
  return {violations, stale};
}
