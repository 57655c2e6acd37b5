import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {ZodError} from 'zod';
import {pageSchema, type ApiPage} from './schema';
import {checkPages} from './rules';
import {checkReferences} from './references';

/** A validated data file and where its page lives. */
export interface LoadedPage {
  /** Data file, relative to the project root: `api/python-api/hooks.yaml`. */
  file: string;
  /** Route of the generated page: `/api/python-api/hooks`. */
  route: string;
  /** Generated doc, relative to the docs folder: `api/python-api/hooks.mdx`. */
  docPath: string;
  page: ApiPage;
}

export class ApiDataError extends Error {
  constructor(public readonly problems: string[]) {
    super(`API reference data is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n  ${problems.join('\n  ')}`);
    this.name = 'ApiDataError';
  }
}

export function listDataFiles(apiDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
      } else if (entry.name.endsWith('.yaml')) {
        found.push(full);
      }
    }
  };
  walk(apiDir);
  return found;
}

function formatZodError(file: string, error: ZodError): string[] {
  return error.issues.map((issue) => {
    const where = issue.path.length > 0 ? issue.path.join('.') : '(top level)';
    const detail =
      issue.code === 'unrecognized_keys' ? `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${key}"`).join(', ')}` : issue.message;
    return `${file}: ${where}: ${detail}`;
  });
}

/** Parses and schema-checks one data file; returns the page or the problems found. */
export function parseDataFile(
  rootDir: string,
  absolute: string,
): {loaded?: LoadedPage; problems: string[]} {
  const file = path.relative(rootDir, absolute).split(path.sep).join('/');
  let raw: unknown;
  try {
    raw = yaml.load(fs.readFileSync(absolute, 'utf8'), {filename: file});
  } catch (error) {
    return {problems: [`${file}: not valid YAML: ${(error as Error).message.split('\n')[0]}`]};
  }
  const parsed = pageSchema.safeParse(raw);
  if (!parsed.success) {
    return {problems: formatZodError(file, parsed.error)};
  }
  const withoutExtension = file.replace(/\.yaml$/, '');
  return {
    loaded: {file, route: `/${withoutExtension}`, docPath: `${withoutExtension}.mdx`, page: parsed.data},
    problems: [],
  };
}

export interface LoadOptions {
  rootDir: string;
  /** Defaults to `<rootDir>/api`. */
  apiDir?: string;
  /** Defaults to `<rootDir>/snippets`. */
  snippetsDir?: string;
}

/**
 * Loads every data file, then applies the rules that span files (unique
 * paths, resolvable references, examples present). Throws one ApiDataError
 * listing every problem, so an author fixes them in one pass.
 */
export function loadApiReference(options: LoadOptions): LoadedPage[] {
  const {pages, problems} = collectApiReference(options);
  if (problems.length > 0) {
    throw new ApiDataError(problems);
  }
  return pages;
}

export function collectApiReference(options: LoadOptions): {pages: LoadedPage[]; problems: string[]} {
  const apiDir = options.apiDir ?? path.join(options.rootDir, 'api');
  const snippetsDir = options.snippetsDir ?? path.join(options.rootDir, 'snippets');
  const pages: LoadedPage[] = [];
  const problems: string[] = [];
  for (const absolute of listDataFiles(apiDir)) {
    const result = parseDataFile(options.rootDir, absolute);
    problems.push(...result.problems);
    if (result.loaded) {
      pages.push(result.loaded);
    }
  }
  problems.push(...checkPages(pages, snippetsDir));
  problems.push(...checkReferences(pages));
  return {pages, problems};
}
