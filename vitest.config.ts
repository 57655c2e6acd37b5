import path from 'node:path';
import {defineConfig} from 'vitest/config';
import TestCountGuard from './tests/support/test-count-guard';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
    // What the tests read but git does not hold (the rendered API pages) is made here.
    globalSetup: ['tests/support/unit-global-setup.ts'],
    environment: 'node',
    // A bound against hangs, not a speed check: on a shared 2-core machine (load 30)
    // the pyflakes pass over every snippet took 33 s and failed a 30 s bound.
    testTimeout: 120_000,
    // A full run fails when a file runs fewer tests than tests/manifest/unit.json records.
    reporters: ['default', new TestCountGuard(path.join(__dirname, 'tests', 'manifest', 'unit.json'))],
  },
});
