import fs from 'node:fs';
import path from 'node:path';
import type {Reporter, TestModule, Vitest} from 'vitest/node';

/**
 * Fails a full test run whose test count dropped: a test file of the manifest
 * that did not run, a file that ran fewer tests than its recorded minimum,
 * any skipped or todo test, or a test file the manifest does not know yet.
 * Test counts can otherwise fall silently (a file whose data went missing
 * collects fewer `test.for` cases, and vitest reports that as green).
 *
 * A run limited to some files, a test name pattern or a shard is not checked.
 * `UPDATE_TEST_MANIFEST=1` on a full, green run rewrites the manifest with
 * today's counts as the new minimums (review that diff like code).
 */
export type TestManifest = Record<string, number>;

const PROJECT = path.resolve(__dirname, '..', '..');

export interface FileCounts {
  ran: number;
  skipped: number;
  collected: boolean;
}

/** Every way the run falls short of the manifest, one readable line each. */
export function manifestProblems(manifest: TestManifest, counts: Map<string, FileCounts>): string[] {
  const problems: string[] = [];
  for (const [file, minimum] of Object.entries(manifest)) {
    const found = counts.get(file);
    if (!found) problems.push(`${file}: expected at least ${minimum} tests, but the file did not run`);
    else if (!found.collected) problems.push(`${file}: the file failed before its tests were collected`);
    else if (found.ran < minimum) problems.push(`${file}: ran ${found.ran} tests, expected at least ${minimum}`);
  }
  for (const [file, found] of counts) {
    if (found.skipped > 0) problems.push(`${file}: ${found.skipped} tests skipped or todo (a skipped test hides what it was for)`);
    if (!(file in manifest)) problems.push(`${file}: not in the test manifest; record it with UPDATE_TEST_MANIFEST=1 on a full run`);
  }
  return problems;
}

function countsOf(modules: ReadonlyArray<TestModule>): Map<string, FileCounts> {
  const counts = new Map<string, FileCounts>();
  for (const module of modules) {
    let ran = 0;
    let skipped = 0;
    for (const test of module.children.allTests()) {
      if (test.result().state === 'skipped') skipped += 1;
      else ran += 1;
    }
    const file = path.relative(PROJECT, module.moduleId).split(path.sep).join('/');
    counts.set(file, {ran, skipped, collected: module.state() !== 'failed' || ran + skipped > 0});
  }
  return counts;
}

export default class TestCountGuard implements Reporter {
  private vitest: Vitest | undefined;

  constructor(private readonly manifestPath: string) {}

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  /** Whether this run is the whole suite (nothing filtered out on the command line). */
  private isFullRun(): boolean {
    const vitest = this.vitest as (Vitest & {filenamePattern?: string[]}) | undefined;
    if (!vitest) return false;
    return !vitest.filenamePattern?.length && !vitest.config.testNamePattern && !vitest.config.shard;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>, reason: string): void {
    const manifestFile = path.relative(PROJECT, this.manifestPath);
    if (!this.isFullRun()) {
      console.log(`\ntest count guard: not checked (a partial run); ${manifestFile} applies to full runs`);
      return;
    }
    const counts = countsOf(modules);
    if (process.env.UPDATE_TEST_MANIFEST === '1') {
      if (reason !== 'passed' || unhandledErrors.length > 0) {
        console.error(`\ntest count guard: ${manifestFile} not updated: the run did not pass`);
        process.exitCode = 1;
        return;
      }
      const manifest = Object.fromEntries([...counts].sort(([a], [b]) => a.localeCompare(b)).map(([file, found]) => [file, found.ran]));
      fs.writeFileSync(this.manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
      console.log(`\ntest count guard: wrote ${manifestFile} (${counts.size} files)`);
      return;
    }
    const manifest = JSON.parse(fs.readFileSync(this.manifestPath, 'utf8')) as TestManifest;
    const problems = manifestProblems(manifest, counts);
    const total = [...counts.values()].reduce((sum, found) => sum + found.ran, 0);
    const expected = Object.values(manifest).reduce((sum, minimum) => sum + minimum, 0);
    if (problems.length > 0) {
      console.error(`\ntest count guard: FAILED against ${manifestFile}:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
      process.exitCode = 1;
      return;
    }
    console.log(`\ntest count guard: ${total} tests in ${counts.size} files (at least ${expected} expected by ${manifestFile})`);
  }
}
