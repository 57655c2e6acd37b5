// The Starlight anchor of `npm run bench -- --with-starlight`: a minimal
// Starlight site (scripts/bench/starlight, its own package.json and lockfile)
// holding the Markdown export of some of our pages, built and pre-compressed
// the way our build is, so both are served by the same nginx setup.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {precompressDirectory} from '../../src/plugins/precompress/compress';

export const STARLIGHT_DIR = path.resolve(__dirname, '..', 'bench', 'starlight');
const CONTENT_DIR = path.join(STARLIGHT_DIR, 'src', 'content', 'docs');
export const STARLIGHT_BUILD = path.join(STARLIGHT_DIR, 'dist');

function run(command: string, args: string[], what: string): void {
  const result = spawnSync(command, args, {cwd: STARLIGHT_DIR, stdio: ['ignore', 'ignore', 'inherit'], env: {...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_UPDATE_NOTIFIER: '1'}});
  if (result.status !== 0) throw new Error(`Starlight anchor: ${what} (${command} ${args.join(' ')} in ${STARLIGHT_DIR}) exited with ${result.status ?? result.signal}`);
}

/** `npm ci` into scripts/bench/starlight when its installed tree is missing or older than its lockfile. */
export function installStarlight(): void {
  const lock = path.join(STARLIGHT_DIR, 'package-lock.json');
  const installed = path.join(STARLIGHT_DIR, 'node_modules', '.package-lock.json');
  if (fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  run('npm', ['ci', '--no-audit', '--no-fund'], 'installing its dependencies');
}

/**
 * Our Markdown export of a page (`build/<path>.md`: `# Title`, a blank line,
 * `URL: …`, a blank line, optionally `> description`, then the body) as a
 * Starlight page: title and description in front matter, the body as it is.
 * Throws, naming the file, when the export does not start that way.
 */
export function starlightPage(exported: string, file: string): string {
  const match = /^# (.+)\n\nURL: \S+\n\n(?:> (.+)\n\n)?/.exec(exported);
  if (!match) throw new Error(`Starlight anchor: ${file} does not start with "# Title", a blank line and "URL: …" as the Markdown export writes it`);
  const [head, title, description] = match;
  const frontMatter = [`title: ${JSON.stringify(title)}`, ...(description ? [`description: ${JSON.stringify(description)}`] : [])];
  return `---\n${frontMatter.join('\n')}\n---\n\n${exported.slice(head.length)}`;
}

/** Where Starlight serves the page that our site serves at `pagePath`. */
export const starlightPath = (pagePath: string) => `${pagePath.replace(/\/$/, '')}/`;

/** Builds the anchor from `buildDir`'s Markdown export of `pagePaths` into STARLIGHT_BUILD, pre-compressed. */
export async function buildStarlight(buildDir: string, pagePaths: readonly string[]): Promise<{seconds: number}> {
  installStarlight();
  fs.rmSync(CONTENT_DIR, {recursive: true, force: true});
  for (const pagePath of pagePaths) {
    const source = path.join(buildDir, `${pagePath.replace(/\/$/, '')}.md`);
    if (!fs.existsSync(source)) throw new Error(`Starlight anchor: ${source} is missing (the Markdown export of ${pagePath}); build the site first`);
    const target = path.join(CONTENT_DIR, `${pagePath.replace(/^\/|\/$/g, '')}.md`);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, starlightPage(fs.readFileSync(source, 'utf8'), source));
  }
  const started = Date.now();
  fs.rmSync(STARLIGHT_BUILD, {recursive: true, force: true});
  run(path.join(STARLIGHT_DIR, 'node_modules', '.bin', 'astro'), ['build'], 'astro build');
  for (const pagePath of pagePaths) {
    const page = path.join(STARLIGHT_BUILD, starlightPath(pagePath), 'index.html');
    if (!fs.existsSync(page)) throw new Error(`Starlight anchor: astro build wrote no ${page} for ${pagePath}`);
  }
  const seconds = (Date.now() - started) / 1000;
  await precompressDirectory(STARLIGHT_BUILD);
  return {seconds};
}
