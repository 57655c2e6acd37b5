/**
 * Renders api/**.yaml into docs/api/python-api/ without a full build, so the
 * unit tests (front matter, headings) see the same pages the build will.
 * The Docusaurus plugin src/plugins/api-reference does the same on every build.
 */
import path from 'node:path';
import {ApiDataError} from '../src/api-reference/load';
import {generateApiReference} from '../src/api-reference/generate';

try {
  const {pages, written} = generateApiReference({rootDir: path.resolve(__dirname, '..')});
  console.log(`API reference: ${pages} pages rendered, ${written} changed.`);
} catch (error) {
  if (error instanceof ApiDataError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
