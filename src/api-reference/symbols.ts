import {anchorOf, isPython, isRef, shortName} from './anchors';
import type {LoadedPage} from './load';
import type {PythonSymbol} from './schema';

/** Where a documented Python symbol lives. */
export interface SymbolTarget {
  path: string;
  route: string;
  anchor: string;
  kind: string;
  /** The full entry of a top-level symbol (not of a member), for what subclasses inherit from it. */
  entry?: PythonSymbol;
}

/**
 * The index of documented Python symbols (entries and their members), by
 * full path. References (`ref:`) are not targets: links go to the full entry.
 */
export class SymbolIndex {
  private readonly byPath = new Map<string, SymbolTarget>();
  private readonly byShortName = new Map<string, SymbolTarget[]>();

  constructor(pages: LoadedPage[]) {
    for (const {route, page} of pages) {
      for (const section of page.sections) {
        for (const symbol of section.symbols) {
          if (isRef(symbol) || !isPython(symbol)) {
            continue;
          }
          this.add({path: symbol.path, route, anchor: anchorOf(symbol), kind: symbol.kind, entry: symbol}, true);
          for (const member of symbol.members ?? []) {
            // Members are reached by path (`MetadataValue.bool`), never by bare
            // name: `bool` in a type must not link to a method called bool.
            this.add({path: member.path, route, anchor: member.path, kind: member.kind}, false);
          }
        }
      }
    }
  }

  private add(target: SymbolTarget, byName: boolean): void {
    if (this.byPath.has(target.path)) {
      return; // rules.ts reports duplicates; the first entry wins here
    }
    this.byPath.set(target.path, target);
    if (byName) {
      const name = shortName(target.path);
      this.byShortName.set(name, [...(this.byShortName.get(name) ?? []), target]);
    }
  }

  /** The one top-level symbol of any package called `name`, if exactly one is. */
  unique(name: string): SymbolTarget | undefined {
    const candidates = this.byShortName.get(name) ?? [];
    return candidates.length === 1 ? candidates[0] : undefined;
  }

  get(path: string): SymbolTarget | undefined {
    return this.byPath.get(path);
  }

  all(): SymbolTarget[] {
    return [...this.byPath.values()];
  }

  /**
   * Resolves what an author wrote: a full path, a path relative to `dagster`
   * (`AssetSpec.replace_attributes`) or to one of the page's modules, or a
   * bare name that exactly one symbol of those modules carries.
   */
  resolve(name: string, modules: readonly string[] = []): SymbolTarget | undefined {
    const roots = ['dagster', ...modules.filter((module) => module !== 'dagster')];
    const direct = this.byPath.get(name);
    if (direct) {
      return direct;
    }
    for (const root of [...modules, ...roots]) {
      const found = this.byPath.get(`${root}.${name}`);
      if (found) {
        return found;
      }
    }
    if (name.includes('.')) {
      return undefined;
    }
    const candidates = (this.byShortName.get(name) ?? []).filter((target) =>
      roots.some((root) => target.path.startsWith(`${root}.`)),
    );
    const pageLocal = candidates.filter((target) => modules.some((module) => target.path.startsWith(`${module}.`)));
    if (pageLocal.length === 1) {
      return pageLocal[0];
    }
    return candidates.length === 1 ? candidates[0] : undefined;
  }
}

/**
 * Names of the `typing` module that Dagster also exports as Dagster types
 * (`dagster.Optional`...). In a signature they mean the typing construct, so
 * they are never linked.
 */
const TYPING_NAMES = new Set(['Any', 'Optional', 'List', 'Dict', 'Set', 'Tuple', 'Nothing']);
/** Builtins never name a Dagster symbol in a type, whatever the data documents. */
const BUILTINS = new Set(['bool', 'int', 'float', 'str', 'bytes', 'dict', 'list', 'set', 'tuple', 'object', 'type', 'None']);

export type TypePart = {text: string; target?: SymbolTarget};

/** Splits a type expression into text and the documented symbols it names. */
export function linkTypeExpression(
  expression: string,
  index: SymbolIndex,
  modules: readonly string[],
): TypePart[] {
  const parts: TypePart[] = [];
  const identifier = /[A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*/g;
  let last = 0;
  for (const match of expression.matchAll(identifier)) {
    const name = match[0];
    const start = match.index ?? 0;
    const target = TYPING_NAMES.has(name) || BUILTINS.has(name) ? undefined : index.resolve(name, modules);
    if (!target) {
      continue;
    }
    if (start > last) {
      parts.push({text: expression.slice(last, start)});
    }
    parts.push({text: name, target});
    last = start + name.length;
  }
  if (last < expression.length) {
    parts.push({text: expression.slice(last)});
  }
  return parts;
}
