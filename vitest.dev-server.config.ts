import path from 'node:path';
import {defineConfig} from 'vitest/config';
import TestCountGuard from './tests/support/test-count-guard';

// `docusaurus start` in a browser (tests/dev-server): no build, no nginx.
export default defineConfig({
  test: {
    include: ['tests/dev-server/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    retry: 0,
    reporters: ['default', new TestCountGuard(path.join(__dirname, 'tests', 'manifest', 'dev-server.json'))],
  },
});
