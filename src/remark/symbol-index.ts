import fs from 'node:fs';
import path from 'node:path';
import type {VFile} from 'vfile';
import {listDataFiles, loadApiReference} from '../api-reference/load';
import {SymbolIndex} from '../api-reference/symbols';

let cached: {stamp: string; index: SymbolIndex} | undefined;

/**
 * The symbol index of the API reference data, rebuilt only when a data file
 * changed: the dev server compiles pages one at a time.
 */
export function symbolIndex(rootDir: string): SymbolIndex {
  const stamp = listDataFiles(path.join(rootDir, 'api'))
    .map((file) => `${file}@${fs.statSync(file).mtimeMs}`)
    .join('|');
  if (!cached || cached.stamp !== stamp) {
    cached = {stamp, index: new SymbolIndex(loadApiReference({rootDir}))};
  }
  return cached.index;
}

/** A generated reference page resolves bare names in its own package first, as the data checks do. */
export function pageModules(file: VFile): string[] {
  const frontMatter = (file.data as {frontMatter?: {api_reference_modules?: unknown}}).frontMatter;
  const modules = frontMatter?.api_reference_modules;
  return Array.isArray(modules) ? modules.filter((module): module is string => typeof module === 'string') : [];
}

export function pageLabel(rootDir: string, file: VFile): string {
  return file.path ? path.relative(rootDir, file.path) : 'unknown page';
}
