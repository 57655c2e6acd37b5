import path from 'node:path';
import {defineConfig} from 'vitest/config';
import TestCountGuard from './tests/support/test-count-guard';
import CrawlFirstSequencer from './tests/e2e/support/crawl-first-sequencer';

// Browser tests run against the production build behind nginx (see tests/e2e/support).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    poolOptions: {forks: {maxForks: 2, minForks: 1}},
    fileParallelism: true,
    sequence: {sequencer: CrawlFirstSequencer},
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Slow pages show up as a clear failure, never as a silent retry.
    retry: 0,
    maxConcurrency: 3,
    // Browser state settles within animations and network round trips, not instantly.
    expect: {poll: {timeout: 5_000, interval: 50}},
    // A full run fails when a file runs fewer tests than tests/manifest/e2e.json records.
    reporters: ['default', new TestCountGuard(path.join(__dirname, 'tests', 'manifest', 'e2e.json'))],
  },
});
