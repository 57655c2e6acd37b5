import path from 'node:path';
import type {Code, Heading, Link, List, ListItem, Paragraph, Root} from 'mdast';
import type {VFile} from 'vfile';
import {visit} from 'unist-util-visit';
import type {SymbolIndex, SymbolTarget} from '../api-reference/symbols';
import {entryOf, symbolsInPython} from './python-symbols';
import {symbolIndex} from './symbol-index';
import {appendTocEntry} from './toc-entry';
import {RELATED_API_ID} from './related-api-id';

export interface RelatedApiOptions {
  /** Project root holding api/. */
  rootDir: string;
  /** Folders, relative to rootDir, whose pages get the section (`docs/guides`). */
  include: readonly string[];
}

export const RELATED_API_TITLE = 'Related API';
const RELATED_API_LEAD = 'Reference entries of the Python APIs this page uses:';

const PYTHON_LANGS = new Set(['python', 'py']);

/**
 * Remark plugin: appends a "Related API" section listing the reference
 * entries a page uses, in its Python examples (run after the snippet plugin,
 * so included files count) and in its links to the reference (`<PyObject>`
 * and auto-linked code, so run after those plugins too). The list is computed
 * on every build, so it cannot drift from the page; a page that uses no
 * documented symbol gets nothing.
 */
export default function remarkRelatedApi({rootDir, include}: RelatedApiOptions) {
  const folders = include.map((folder) => path.resolve(rootDir, folder) + path.sep);
  return (tree: Root, file: VFile): void => {
    if (!file.path || !folders.some((folder) => path.resolve(file.path).startsWith(folder))) {
      return;
    }
    let alreadyThere = false;
    visit(tree, 'heading', (heading: Heading) => {
      alreadyThere ||= heading.data?.hProperties?.id === RELATED_API_ID;
    });
    if (alreadyThere) {
      return;
    }
    const entries = usedEntries(tree, symbolIndex(rootDir));
    if (entries.length === 0) {
      return;
    }
    tree.children.push(relatedHeading(), relatedLead(), relatedList(entries));
    appendTocEntry(tree, {value: RELATED_API_TITLE, id: RELATED_API_ID, level: 2});
  };
}

/** The reference entries a page uses, de-duplicated and sorted by import path. */
export function usedEntries(tree: Root, index: SymbolIndex): SymbolTarget[] {
  const byLocation = new Map(index.all().map((target) => [`${target.route}#${target.anchor}`, target]));
  const used = new Map<string, SymbolTarget>();
  const add = (target: SymbolTarget) => {
    const entry = entryOf(target, index);
    used.set(entry.path, entry);
  };
  visit(tree, (node) => {
    if (node.type === 'code' && PYTHON_LANGS.has((node as Code).lang ?? '')) {
      symbolsInPython((node as Code).value, index, (node as Code).data?.snippetImports).forEach(add);
    } else if (node.type === 'link') {
      const target = byLocation.get((node as Link).url);
      if (target) {
        add(target);
      }
    }
  });
  return [...used.values()].sort(byImportPath);
}

/** Case-insensitive, so `@asset` sits beside `AssetSpec`; `dagster.*` before the libraries. */
function byImportPath(a: SymbolTarget, b: SymbolTarget): number {
  const [left, right] = [a.path.toLowerCase(), b.path.toLowerCase()];
  if (left !== right) {
    return left < right ? -1 : 1;
  }
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

function relatedHeading(): Heading {
  return {
    type: 'heading',
    depth: 2,
    children: [{type: 'text', value: RELATED_API_TITLE}],
    data: {hProperties: {id: RELATED_API_ID}},
  };
}

function relatedLead(): Paragraph {
  return {type: 'paragraph', children: [{type: 'text', value: RELATED_API_LEAD}]};
}

function relatedList(entries: SymbolTarget[]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: entries.map(
      (entry): ListItem => ({
        type: 'listItem',
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: [{type: 'link', url: `${entry.route}#${entry.anchor}`, children: [{type: 'inlineCode', value: labelOf(entry)}]}],
          },
        ],
      }),
    ),
  };
}

/** What a reader types: `@asset`, `AssetSpec`, `dagster_dbt.DbtCliResource`. */
export function labelOf(entry: SymbolTarget): string {
  const name = entry.path.startsWith('dagster.') ? entry.path.slice('dagster.'.length) : entry.path;
  return `${entry.kind === 'decorator' ? '@' : ''}${name}`;
}
