import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A served copy of build/ that a test can replace with a "new deploy": the
 * same site whose JS chunks carry new content hashes, as every real deploy
 * does. The server's root stays `live/`; a deploy swaps folders under it.
 */
export interface DeployableSite {
  /** The folder to serve (its path never changes). */
  root: string;
  /** Old chunk file name → new one, e.g. `main.9fa72aa8.js` → `main.0c1d2e3f.js`. */
  renamed: Map<string, string>;
  /** Replaces the served files with the renamed-chunk copy prepared at creation. */
  deploy(): void;
  /** Serves the first copy again, so one site can be deployed several times. */
  rollBack(): void;
  remove(): void;
}

const CHUNK_NAME = /^(.+)\.([0-9a-f]{8})\.js$/;

function newHash(hash: string): string {
  return crypto.createHash('sha1').update(`redeploy:${hash}`).digest('hex').slice(0, 8);
}

/**
 * Mirrors a folder with hard links: fast, and safe because a file of the copy
 * is only ever renamed, or unlinked and written anew, never written in place.
 */
function linkTree(from: string, to: string): void {
  fs.mkdirSync(to, {recursive: true, mode: 0o755});
  for (const entry of fs.readdirSync(from, {withFileTypes: true})) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else fs.linkSync(source, target);
  }
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).map((name) => path.join(dir, name));
}

/** Mirrors build/ twice: as served now, and with every assets/js chunk renamed. */
export function createDeployableSite(buildDir: string): DeployableSite {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-redeploy-'));
  // nginx workers run unprivileged and cannot read a 0700 folder.
  fs.chmodSync(base, 0o755);
  const root = path.join(base, 'live');
  const next = path.join(base, 'next');
  const previous = path.join(base, 'previous');
  linkTree(buildDir, root);
  linkTree(buildDir, next);
  // The build writes .gz and .br beside its files, and nginx serves those first.
  // The new deploy's rewritten files would hide behind the old compressed ones,
  // so it is served uncompressed (a real deploy compresses its own files).
  for (const file of filesUnder(next)) {
    if (/\.(gz|br)$/.test(file)) fs.unlinkSync(file);
  }

  const jsDir = path.join(next, 'assets', 'js');
  const hashes = new Map<string, string>();
  const renamed = new Map<string, string>();
  for (const name of fs.readdirSync(jsDir)) {
    const match = CHUNK_NAME.exec(name);
    if (!match?.[1] || !match[2]) continue;
    const hash = newHash(match[2]);
    hashes.set(match[2], hash);
    renamed.set(name, `${match[1]}.${hash}.js`);
  }
  for (const [from, to] of renamed) fs.renameSync(path.join(jsDir, from), path.join(jsDir, to));

  // Pages name chunks in full (`/assets/js/main.<hash>.js`); the runtime keeps
  // the chunks' hashes end to end in one quoted string (see
  // src/plugins/first-load-data/chunk-hash-map.cjs), each hash in its own
  // 8-digit slot. Every page and script is checked for both.
  const fullName = /\/assets\/js\/([^"'\s/>]+\.js)/g;
  const quotedHashes = /"((?:[0-9a-f]{8})+)"/g;
  const renameHashes = (run: string) => run.replace(/[0-9a-f]{8}/g, (hash) => hashes.get(hash) ?? hash);
  for (const file of filesUnder(next)) {
    if (!/\.(html|js)$/.test(file) || !fs.statSync(file).isFile()) continue;
    const text = fs.readFileSync(file, 'utf8');
    const updated = text
      .replace(fullName, (whole, name: string) => `/assets/js/${renamed.get(name) ?? name}`)
      .replace(quotedHashes, (whole, run: string) => `"${renameHashes(run)}"`);
    if (updated === text) continue;
    fs.unlinkSync(file);
    fs.writeFileSync(file, updated);
  }

  return {
    root,
    renamed,
    deploy() {
      fs.renameSync(root, previous);
      fs.renameSync(next, root);
    },
    rollBack() {
      fs.renameSync(root, next);
      fs.renameSync(previous, root);
    },
    remove() {
      fs.rmSync(base, {recursive: true, force: true});
    },
  };
}
