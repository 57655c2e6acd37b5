import fs from 'node:fs';
import path from 'node:path';

const LINK_TAG = /<link\b[^>]*>/gi;
const CANONICAL_REL = /\brel\s*=\s*["']?canonical["'\s>/]/i;
// The faster build's minifier leaves attribute values unquoted when it can.
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
// Paths that stand in an nginx map as they are: no quotes, `$`, `;`, spaces or
// percent-escapes (nginx matches decoded paths). A page outside this set keeps
// answering at both forms rather than risk a wrong map line.
const SAFE_PATH = /^\/[A-Za-z0-9._~@:+,=!/-]*$/;

export interface PageAddress {
  /** The page's folder in the build, as a URL path without trailing slash ('' for the root). */
  folder: string;
  /** The one address the page answers at: its canonical link's path. */
  canonical: string;
}

function* indexFiles(dir: string, folder = ''): Generator<[string, string]> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (entry.isDirectory()) yield* indexFiles(path.join(dir, entry.name), `${folder}/${entry.name}`);
    else if (entry.name === 'index.html') yield [path.join(dir, entry.name), folder];
  }
}

export function canonicalPath(html: string): string | undefined {
  for (const [tag] of html.matchAll(LINK_TAG)) {
    if (!CANONICAL_REL.test(tag)) continue;
    const match = HREF.exec(tag);
    const href = match?.[1] ?? match?.[2] ?? match?.[3];
    if (href === undefined) return undefined;
    return new URL(href, 'https://site.invalid').pathname;
  }
  return undefined;
}

/**
 * Every page of the build (a folder's index.html) with its canonical address.
 * Docusaurus writes `/x` for most pages and `/x/` for a folder's landing page
 * (an index doc); nginx answers each page at that one form and redirects the others.
 * Pages whose canonical link names another address are left out.
 */
export function pageAddresses(buildDir: string): PageAddress[] {
  const pages: PageAddress[] = [];
  for (const [file, folder] of indexFiles(buildDir)) {
    const canonical = canonicalPath(fs.readFileSync(file, 'utf8'));
    if (canonical === undefined || !SAFE_PATH.test(canonical)) continue;
    if (canonical === folder || canonical === `${folder}/`) pages.push({folder, canonical});
  }
  return pages.sort((a, b) => a.folder.localeCompare(b.folder));
}

/**
 * nginx map lines from every non-canonical address of a page to its canonical
 * one: `/x/` and `/x/index.html` for a page at `/x`; `/x` and `/x/index.html`
 * for a page at `/x/`.
 */
export function canonicalRedirectLines(pages: readonly PageAddress[]): string[] {
  const lines: string[] = [];
  for (const {folder, canonical} of pages) {
    const forms = folder === '' ? ['/', '/index.html'] : [folder, `${folder}/`, `${folder}/index.html`];
    for (const form of forms) {
      if (form !== canonical) lines.push(`${form} ${canonical};`);
    }
  }
  return lines;
}
