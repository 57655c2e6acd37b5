import type {Parameter, PythonSymbol} from './schema';
import type {SymbolIndex, SymbolTarget} from './symbols';

/** The constructor parameters a class takes from one documented base. */
export interface InheritedParams {
  base: SymbolTarget;
  params: Parameter[];
}

/**
 * The parameters a class with `inherit_params: true` takes from its
 * documented bases, nearest base first, read from each base's own entry so
 * they are written once in the data. A base that itself inherits contributes
 * its own bases too; a cycle in the data stops the walk instead of looping.
 */
export function inheritedParams(symbol: PythonSymbol, index: SymbolIndex, modules: readonly string[]): InheritedParams[] {
  const groups: InheritedParams[] = [];
  const visited = new Set<string>([symbol.path]);
  const walk = (current: PythonSymbol) => {
    if (!current.inherit_params) {
      return;
    }
    for (const base of current.bases ?? []) {
      const target = index.resolve(base, modules);
      if (!target?.entry || visited.has(target.path)) {
        continue;
      }
      visited.add(target.path);
      if (target.entry.params && target.entry.params.length > 0) {
        groups.push({base: target, params: target.entry.params});
      }
      walk(target.entry);
    }
  };
  walk(symbol);
  return groups;
}

/**
 * Problems of one inheriting class: nothing to inherit, or a parameter that
 * is both the class's own and inherited (it would show twice, and the copy
 * is what "written once" forbids).
 */
export function checkInheritance(symbol: PythonSymbol, index: SymbolIndex, modules: readonly string[]): string[] {
  if (!symbol.inherit_params) {
    return [];
  }
  const groups = inheritedParams(symbol, index, modules);
  if (groups.length === 0) {
    return [`"inherit_params" needs a base in "bases" that is documented with "params"`];
  }
  const problems: string[] = [];
  const seen = new Map<string, string>((symbol.params ?? []).map((param) => [param.name, 'the class itself']));
  for (const {base, params} of groups) {
    for (const param of params) {
      const owner = seen.get(param.name);
      if (owner) {
        problems.push(`parameter "${param.name}" is inherited from ${base.path} and also listed by ${owner}; keep it in one place`);
      }
      seen.set(param.name, base.path);
    }
  }
  return problems;
}
