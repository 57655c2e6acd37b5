import path from 'node:path';
import {generateApiReference} from '../../src/api-reference/generate';

/**
 * Renders the API reference pages (docs/api/python-api/*.mdx, not committed)
 * before any unit test runs: tests that read every page of docs/ then see the
 * same pages the build makes, on a fresh clone as after a build. Bad API data
 * stops the run here, with the generator's message naming the file.
 */
export function setup(): void {
  const started = Date.now();
  const {pages, written} = generateApiReference({rootDir: path.resolve(__dirname, '..', '..')});
  console.log(`API reference: ${pages} pages rendered, ${written} changed (${Date.now() - started} ms)`);
}
