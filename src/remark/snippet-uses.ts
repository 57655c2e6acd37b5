import fs from 'node:fs';

/**
 * Which pages show which snippet files, as the snippets remark plugin found
 * them. The MDX loader knows a page's own file only, so in `docusaurus start`
 * an edited snippet would not rebuild the pages that show it; the snippet-watch
 * plugin reads this record to mark those pages changed. Kept on globalThis:
 * the dev server reloads the site config (and so this module) on a watched
 * change, while the loader keeps the remark plugin of its first load.
 */
interface SnippetUses {
  /** Snippet file → the pages that show it. */
  pages: Map<string, Set<string>>;
  /** Snippet file → its modification time when last seen. */
  seen: Map<string, number>;
}

const KEY = Symbol.for('dagster-docs.snippet-uses');

function uses(): SnippetUses {
  const holder = globalThis as typeof globalThis & {[KEY]?: SnippetUses};
  holder[KEY] ??= {pages: new Map(), seen: new Map()};
  return holder[KEY];
}

export function recordSnippetUse(snippet: string, page: string): void {
  const {pages, seen} = uses();
  if (!pages.has(snippet)) pages.set(snippet, new Set());
  pages.get(snippet)!.add(page);
  seen.set(snippet, fs.statSync(snippet).mtimeMs);
}

/** The pages showing a snippet that changed since it was last seen; each snippet is then seen again. */
export function pagesOfChangedSnippets(): string[] {
  const {pages, seen} = uses();
  const changed = new Set<string>();
  for (const [snippet, showing] of pages) {
    const mtime = fs.existsSync(snippet) ? fs.statSync(snippet).mtimeMs : -1;
    if (mtime === seen.get(snippet)) continue;
    seen.set(snippet, mtime);
    for (const page of showing) changed.add(page);
  }
  return [...changed];
}
