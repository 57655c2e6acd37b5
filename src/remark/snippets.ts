import fs from 'node:fs';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import type {VFile} from 'vfile';
import {visit} from 'unist-util-visit';
import {parseMeta} from './snippet-meta';
import {selectSnippet} from './snippet-source';
import {recordSnippetUse} from './snippet-uses';
import {importStatements} from './python-symbols';

declare module 'mdast' {
  interface CodeData {
    /** A Python snippet's import statements (the whole file's), set by this plugin; read by related-api.ts. */
    snippetImports?: string;
  }
}

export interface SnippetPluginOptions {
  /** Folder that `file=` paths are resolved against. */
  snippetsDir: string;
}

const CONSUMED_KEYS = new Set(['file', 'lines', 'marker', 'hide']);

/**
 * Remark plugin: a code fence whose meta has `file=path/in/snippets.py` gets
 * that file's text (or the `lines=` / `marker=` part of it) at build time, so
 * the HTML and the search index hold the real, tested example.
 */
export default function remarkSnippets(options: SnippetPluginOptions) {
  const root = path.resolve(options.snippetsDir);
  return (tree: Root, file: VFile): void => {
    visit(tree, 'code', (node: Code) => {
      const tokens = parseMeta(node.meta);
      const fileToken = tokens.find((token) => token.key === 'file');
      if (!fileToken) {
        return;
      }
      const where = `${file.path ?? 'unknown page'}:${node.position?.start.line ?? '?'}`;
      const fail = (reason: string): never => {
        throw new Error(`[snippets] ${where}: ${reason}`);
      };
      const relative = fileToken.value;
      if (!relative) {
        fail('file= needs a path relative to snippets/');
      }
      const absolute = path.resolve(root, relative as string);
      if (!absolute.startsWith(root + path.sep)) {
        fail(`snippet path "${relative}" leaves the snippets folder`);
      }
      if (!fs.existsSync(absolute) || !fs.statSync(absolute).isFile()) {
        fail(`snippet file not found: snippets/${relative}`);
      }
      if (node.value.trim() !== '') {
        fail('a code block with file= must be empty: its text comes from the file');
      }
      if (file.path) recordSnippetUse(absolute, path.resolve(file.path));
      const value = (key: string) => tokens.find((token) => token.key === key)?.value;
      const whole = fs.readFileSync(absolute, 'utf8');
      try {
        node.value = selectSnippet(whole, {
          lines: value('lines'),
          marker: value('marker'),
          hide: value('hide'),
        });
      } catch (error) {
        fail(`snippets/${relative}: ${(error as Error).message}`);
      }
      // The file's imports, for the "Related API" list of a region shown without them.
      if (/\.py$/.test(absolute)) node.data = {...node.data, snippetImports: importStatements(whole)};
      const rest = tokens.filter((token) => !CONSUMED_KEYS.has(token.key)).map((token) => token.raw);
      node.meta = rest.length > 0 ? rest.join(' ') : null;
    });
  };
}
