/**
 * Which packages a downloaded project must declare, read from the imports of
 * its Python files. The mapping is explicit: an import that is neither here,
 * nor in the standard library list, nor a package of the project fails the
 * build by name, so a new example cannot ship a pyproject that misses a library.
 */

export const DAGSTER_VERSION = '1.10.11';
/** Integration libraries released with Dagster 1.10.11 carry this version. */
export const LIBRARY_VERSION = '0.26.11';

export interface Distribution {
  /** Name on PyPI. */
  name: string;
  /** Version constraint, '' when the package is left unpinned. */
  constraint: string;
}

const core = (name: string): Distribution => ({name, constraint: `==${DAGSTER_VERSION}`});
const library = (name: string): Distribution => ({name, constraint: `==${LIBRARY_VERSION}`});
const unpinned = (name: string): Distribution => ({name, constraint: ''});

/** Top-level import name → the distribution that provides it. */
export const DISTRIBUTIONS: Readonly<Record<string, Distribution>> = {
  dagster: core('dagster'),
  // dagster-pipes is released with the core package, under its version.
  dagster_pipes: core('dagster-pipes'),
  dagster_aws: library('dagster-aws'),
  dagster_dbt: library('dagster-dbt'),
  dagster_duckdb: library('dagster-duckdb'),
  dagster_openai: library('dagster-openai'),
  dagster_powerbi: library('dagster-powerbi'),
  // Community integrations (dagster-io/community-integrations) have versions of their own.
  dagster_anthropic: unpinned('dagster-anthropic'),
  dagster_modal: unpinned('dagster-modal'),
  anthropic: unpinned('anthropic'),
  atproto: unpinned('atproto'),
  botocore: unpinned('botocore'),
  bs4: unpinned('beautifulsoup4'),
  feedparser: unpinned('feedparser'),
  modal: unpinned('modal'),
  openai: unpinned('openai'),
  pandas: unpinned('pandas'),
  pinecone: unpinned('pinecone'),
  // The examples use pydantic 2 APIs (field_validator, PrivateAttr on resources).
  pydantic: {name: 'pydantic', constraint: '>=2'},
  requests: unpinned('requests'),
};

/** Standard library modules the examples import (a unit test checks each against Python's own list). */
export const STDLIB_MODULES: ReadonlySet<string> = new Set([
  '__future__',
  'collections',
  'csv',
  'dataclasses',
  'datetime',
  'email',
  'hashlib',
  'json',
  'os',
  'pathlib',
  're',
  'smtplib',
  'time',
  'typing',
  'xml',
  'zoneinfo',
]);

const IMPORT_LINE = /^[ \t]*import[ \t]+([A-Za-z_][\w. \t,]*)/gm;
const FROM_LINE = /^[ \t]*from[ \t]+([A-Za-z_][\w.]*)[ \t]+import\b/gm;

/** Top-level names of the absolute imports in a Python file, at any depth (imports inside functions count). */
export function topLevelImports(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(IMPORT_LINE)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part.trim().split(/[\s.]/)[0];
      if (name) names.add(name);
    }
  }
  for (const match of source.matchAll(FROM_LINE)) {
    const name = (match[1] ?? '').split('.')[0];
    if (name) names.add(name);
  }
  return [...names].sort();
}

export interface RequirementsResult {
  requirements: Distribution[];
  /** Imports that are not standard library, not local and not mapped: the build fails on them. */
  unknown: string[];
}

/**
 * The distributions a set of imports needs, plus dagster and dagster-webserver
 * (what `dagster dev` runs), sorted by name. `local` holds the project's own packages.
 */
export function requirementsFor(imports: Iterable<string>, local: ReadonlySet<string>): RequirementsResult {
  const byName = new Map<string, Distribution>([
    ['dagster', core('dagster')],
    ['dagster-webserver', core('dagster-webserver')],
  ]);
  const unknown = new Set<string>();
  for (const name of imports) {
    if (local.has(name) || STDLIB_MODULES.has(name)) continue;
    const distribution = DISTRIBUTIONS[name];
    if (distribution) byName.set(distribution.name, distribution);
    else unknown.add(name);
  }
  return {
    requirements: [...byName.values()].sort((a, b) => a.name.localeCompare(b.name)),
    unknown: [...unknown].sort(),
  };
}

export function requirementString({name, constraint}: Distribution): string {
  return `${name}${constraint}`;
}
