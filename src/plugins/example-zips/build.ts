import fs from 'node:fs';
import path from 'node:path';
import {strToU8, zipSync, type Zippable} from 'fflate';
import {downloadPath, type ExampleZipsGlobalData, type ProjectDownload} from './data';
import {envVarsOf} from './env-vars';
import {EXAMPLE_PROJECTS, type ExampleProject} from './projects';
import {renderPyproject} from './pyproject';
import {requirementString, requirementsFor, topLevelImports} from './python-imports';
import {renderReadme} from './readme';

/**
 * Every entry gets this time. DOS time in a zip has no time zone: fflate writes
 * the local-time fields of the Date and this Date is built from local fields,
 * so the bytes are the same on any machine and in any build. (Dagster 1.10.11's release day.)
 */
const FIXED_MTIME = new Date(2025, 3, 17, 12, 0, 0);
/** Unix file type and mode (regular file, rw-r--r--) in the top 16 bits, as unzip reads them when os is 3. */
const UNIX_FILE_ATTRS = 0o100644 * 0x10000;

export interface ExampleZip {
  project: ExampleProject;
  /** Paths inside the zip (starting with the project folder) and their contents, sorted by path. */
  files: Map<string, string>;
  bytes: Uint8Array;
}

function listFiles(dir: string): string[] {
  return (fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}) as string[])
    .filter((name) => fs.statSync(path.join(dir, name)).isFile())
    .map((name) => name.split(path.sep).join('/'));
}

/** The project's files by path relative to the project folder: snippets, package markers, pyproject.toml, README.md. */
export function projectFiles(project: ExampleProject, snippetsDir: string, siteUrl: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const source of project.sources) {
    const from = path.join(snippetsDir, source.from);
    for (const name of listFiles(from)) {
      if (source.match && !source.match.test(name)) continue;
      const target = source.to === '' ? name : `${source.to}/${name}`;
      if (files.has(target)) throw new Error(`[example-zips] ${project.zip}: two sources write ${target}`);
      files.set(target, fs.readFileSync(path.join(from, name), 'utf8'));
    }
  }
  // Snippet folders hold modules, not packages: each folder of the project's package needs its marker.
  for (const file of [...files.keys()]) {
    if (!file.startsWith(`${project.packageName}/`) || !file.endsWith('.py')) continue;
    const marker = `${path.posix.dirname(file)}/__init__.py`;
    if (!files.has(marker)) files.set(marker, '');
  }
  if (!files.has(`${project.packageName}/definitions.py`)) {
    throw new Error(`[example-zips] ${project.zip}: no ${project.packageName}/definitions.py for [tool.dagster] to load`);
  }

  const pythonFiles = [...files].filter(([name]) => name.endsWith('.py'));
  const remote = new Set((project.remoteImports ?? []).map(({file, module}) => `${file}:${module}`));
  const imports = pythonFiles.flatMap(([name, source]) => topLevelImports(source).filter((module) => !remote.has(`${name}:${module}`)));
  const local = new Set([...files.keys()].filter((name) => name.endsWith('.py')).map((name) => name.split('/')[0]!.replace(/\.py$/, '')));
  const {requirements, unknown} = requirementsFor(imports, local);
  if (unknown.length > 0) {
    throw new Error(
      `[example-zips] ${project.zip} imports ${unknown.join(', ')}: map each to its PyPI distribution in DISTRIBUTIONS, or list it in STDLIB_MODULES (src/plugins/example-zips/python-imports.ts)`,
    );
  }
  const requirementLines = [...requirements.map(requirementString), ...(project.extraRequirements ?? []).map(({requirement}) => requirement)].sort();
  const pageUrl = siteUrl.replace(/\/+$/, '') + project.route;
  const env = envVarsOf([...files].filter(([name]) => /\.(py|ya?ml)$/.test(name)).map(([, source]) => source));
  files.set('pyproject.toml', renderPyproject(project, requirementLines));
  files.set('README.md', renderReadme(project, pageUrl, env));
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** A zip whose bytes depend only on the files: sorted entries, one fixed time, fixed attributes and level. */
export function zipFiles(folder: string, files: ReadonlyMap<string, string>): Uint8Array {
  const entries: Zippable = {};
  for (const [name, content] of files) {
    entries[`${folder}/${name}`] = [strToU8(content), {mtime: FIXED_MTIME, os: 3, attrs: UNIX_FILE_ATTRS}];
  }
  return zipSync(entries, {level: 9});
}

export function buildExampleZip(project: ExampleProject, snippetsDir: string, siteUrl: string): ExampleZip {
  const files = projectFiles(project, snippetsDir, siteUrl);
  return {project, files, bytes: zipFiles(project.folder, files)};
}

export function buildExampleZips(snippetsDir: string, siteUrl: string, projects: readonly ExampleProject[] = EXAMPLE_PROJECTS): ExampleZip[] {
  return projects.map((project) => buildExampleZip(project, snippetsDir, siteUrl));
}

export function downloadOf(zip: ExampleZip): ProjectDownload {
  return {path: downloadPath(zip.project.zip), fileName: `${zip.project.zip}.zip`, bytes: zip.bytes.length};
}

/** What pages (global data) and the Markdown export (the plugin's content) learn about the zips. */
export function exampleZipsGlobalData(zips: readonly ExampleZip[]): ExampleZipsGlobalData {
  return {projects: Object.fromEntries(zips.map((zip) => [zip.project.zip, downloadOf(zip)]))};
}
