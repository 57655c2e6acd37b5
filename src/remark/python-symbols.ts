import type {SymbolIndex, SymbolTarget} from '../api-reference/symbols';

/** A Dagster package or one of its modules: `dagster`, `dagster_dbt`, `dagster_aws.s3`. */
const DAGSTER_MODULE = /^dagster(?:_\w+)?(?:\.\w+)*$/;

const IMPORT_MODULE = /^[ \t]*import[ \t]+([^\n#]+)/gm;
const FROM_IMPORT = /^[ \t]*from[ \t]+([\w.]+)[ \t]+import[ \t]+(\([^)]*\)|[^\n#]+)/gm;
const DOTTED_USE = /(?<![\w.])([A-Za-z_]\w*)((?:\.[A-Za-z_]\w*)+)/g;

/**
 * The documented symbols a Python example uses: names it imports from a
 * Dagster package (`from dagster_dbt import DbtCliResource`) and attributes it
 * reads through an imported Dagster module (`dg.asset`, `dg.AutomationCondition.eager`).
 * A member use counts as its entry (`dagster.AutomationCondition`). Comments
 * are ignored; the examples pass pyflakes, so an imported name is a used name.
 */
export function symbolsInPython(code: string, index: SymbolIndex, fileImports = ''): SymbolTarget[] {
  const source = code.replace(/^[ \t]*#.*$/gm, '');
  // A region of a file (marker=, lines=) often shows no import: the file's
  // imports name its aliases, but only names the region uses count.
  const shownWords = new Set(source.match(/[A-Za-z_]\w*/g) ?? []);
  const imports = `${fileImports}\n${source}`;
  const found = new Map<string, SymbolTarget>();
  const add = (target: SymbolTarget | undefined) => {
    if (target) {
      found.set(target.path, target);
    }
  };

  const moduleAliases = new Map<string, string>();
  for (const match of imports.matchAll(IMPORT_MODULE)) {
    for (const clause of match[1]!.split(',')) {
      const [module, alias] = clause.trim().split(/\s+as\s+/);
      if (module && DAGSTER_MODULE.test(module)) {
        moduleAliases.set(alias ?? module.split('.')[0]!, alias ? module : module.split('.')[0]!);
      }
    }
  }

  for (const match of imports.matchAll(FROM_IMPORT)) {
    const module = match[1]!;
    if (!DAGSTER_MODULE.test(module)) {
      continue;
    }
    for (const clause of match[2]!.replace(/[()]/g, '').split(',')) {
      const [name, alias] = clause.trim().split(/\s+as\s+/);
      if (!name || !/^\w+$/.test(name)) {
        continue;
      }
      const target = importedSymbol(module, name, index);
      if (target) {
        if (shownWords.has(alias ?? name)) add(target);
      } else if (DAGSTER_MODULE.test(`${module}.${name}`)) {
        // `from dagster_aws import s3` imports a module: its attributes are symbols.
        moduleAliases.set(alias ?? name, `${module}.${name}`);
      }
    }
  }

  for (const match of source.matchAll(DOTTED_USE)) {
    const module = moduleAliases.get(match[1]!);
    if (module) {
      add(attributeSymbol(module, match[2]!.slice(1).split('.'), index));
    }
  }
  return [...found.values()];
}

/**
 * `from module import name`: the entry at `module.name`, or the one entry
 * called `name` in that package (the reference documents a class where it is
 * defined, `dagster_aws.s3.resources.S3Resource`, readers import it from `dagster_aws.s3`).
 */
function importedSymbol(module: string, name: string, index: SymbolIndex): SymbolTarget | undefined {
  const exact = index.get(`${module}.${name}`);
  if (exact) {
    return exact;
  }
  const packageName = module.split('.')[0]!;
  const resolved = index.resolve(name, [packageName]);
  return resolved && resolved.path.startsWith(`${packageName}.`) ? resolved : undefined;
}

/** `module.a.b.c`: the shortest documented prefix, so a member use counts as its entry. */
function attributeSymbol(module: string, attributes: string[], index: SymbolIndex): SymbolTarget | undefined {
  for (let length = 1; length <= attributes.length; length++) {
    const name = attributes.slice(0, length).join('.');
    const target = index.get(`${module}.${name}`) ?? (length === 1 ? importedSymbol(module, name, index) : undefined);
    if (target) {
      return target;
    }
  }
  return undefined;
}

/** The entry a symbol belongs to: itself, or the owner of a member. */
export function entryOf(target: SymbolTarget, index: SymbolIndex): SymbolTarget {
  const parts = target.path.split('.');
  for (let length = 2; length < parts.length; length++) {
    const owner = index.get(parts.slice(0, length).join('.'));
    if (owner) {
      return owner;
    }
  }
  return target;
}

/**
 * The import statements of a whole Python file, for symbolsInPython's
 * `fileImports` when a page shows only a region of it.
 */
export function importStatements(source: string): string {
  const withoutComments = source.replace(/^[ \t]*#.*$/gm, '');
  return [...withoutComments.matchAll(IMPORT_MODULE), ...withoutComments.matchAll(FROM_IMPORT)].map((match) => match[0]).join('\n');
}
