/**
 * Reads an asset graph out of a Python snippet, at build time, so the drawn
 * graph and the code on the page come from the same file and cannot disagree.
 *
 * This is not a Python parser. It understands the shapes our snippets use:
 * `@dg.asset` / `@dg.asset(...)` on a `def`, upstream assets named by
 * `deps=[...]` (function objects, "strings", `dg.AssetKey(...)`) or by
 * function parameters that carry another asset's name, module-level
 * `dg.AssetSpec("key", deps=[...])`, and `@dg.asset_check(asset=...)`.
 * Anything else is ignored, and the unit tests pin what is read.
 */

export interface GraphAsset {
  /** The asset key as the UI shows it (path parts joined with "/"). */
  key: string;
  /** Keys of upstream assets, in the order the code names them. */
  deps: string[];
  group?: string;
  kinds: string[];
  partitioned: boolean;
  automated: boolean;
  /** Names of the asset checks that target this asset. */
  checks: string[];
  /** True for an `AssetSpec`: declared, not computed by this code. */
  external: boolean;
}

export interface AssetGraphData {
  assets: GraphAsset[];
}

interface RawAsset extends GraphAsset {
  /** Python identifier the asset is bound to (function or variable name). */
  binding: string;
  parameters: string[];
}

/** Index just past the bracket that closes the one at `open`, skipping strings and comments. */
export function closingIndex(source: string, open: number): number {
  const pairs: Record<string, string> = {'(': ')', '[': ']', '{': '}'};
  const stack: string[] = [];
  for (let index = open; index < source.length; index += 1) {
    const char = source[index] as string;
    if (char === '#') {
      const end = source.indexOf('\n', index);
      index = end === -1 ? source.length : end;
      continue;
    }
    if (char === '"' || char === "'") {
      const triple = source.startsWith(char.repeat(3), index);
      const quote = triple ? char.repeat(3) : char;
      let cursor = index + quote.length;
      while (cursor < source.length && !source.startsWith(quote, cursor)) {
        cursor += source[cursor] === '\\' ? 2 : 1;
      }
      index = cursor + quote.length - 1;
      continue;
    }
    if (pairs[char]) {
      stack.push(pairs[char] as string);
    } else if (char === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return index + 1;
    }
  }
  throw new Error(`unbalanced bracket at offset ${open}`);
}

/** Top-level comma-separated parts of the text between a pair of brackets. */
export function splitArguments(inner: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | null = null;
  for (let index = 0; index < inner.length; index += 1) {
    const char = inner[index] as string;
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(inner.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(inner.slice(start));
  return parts.map((part) => part.replace(/#.*$/gm, '').trim()).filter(Boolean);
}

/** `name=value` keyword arguments of a call's argument text. */
function keywordArguments(inner: string): Map<string, string> {
  const keywords = new Map<string, string>();
  for (const part of splitArguments(inner)) {
    const match = /^([A-Za-z_]\w*)\s*=(?!=)\s*([\s\S]*)$/.exec(part);
    if (match) keywords.set(match[1] as string, (match[2] as string).trim());
  }
  return keywords;
}

function stringLiteral(text: string): string | undefined {
  const match = /^[rbuf]*(["'])(.*)\1$/s.exec(text.trim());
  return match ? (match[2] as string) : undefined;
}

/** A key from "name", dg.AssetKey("name"), dg.AssetKey(["a", "b"]); an identifier is returned as `@identifier`. */
function keyReference(text: string): string | undefined {
  const trimmed = text.trim();
  const literal = stringLiteral(trimmed);
  if (literal !== undefined) return literal;
  const assetKey = /^(?:dg\.)?AssetKey\(\s*([\s\S]*)\)$/.exec(trimmed);
  if (assetKey) {
    const argument = (assetKey[1] as string).trim();
    const list = /^\[([\s\S]*)\]$/.exec(argument);
    const parts = list ? splitArguments(list[1] as string).map(stringLiteral) : [stringLiteral(argument)];
    return parts.every((part) => part !== undefined) ? parts.join('/') : undefined;
  }
  if (/^[A-Za-z_]\w*$/.test(trimmed)) return `@${trimmed}`;
  return undefined;
}

function listItems(text: string | undefined): string[] {
  const list = text ? /^[[({]([\s\S]*)[\])}]$/.exec(text.trim()) : null;
  return list ? splitArguments(list[1] as string) : [];
}

const ASSET_DECORATOR = /^[ \t]*@(?:dg\.)?asset\b(?!_)/gm;
const CHECK_DECORATOR = /^[ \t]*@(?:dg\.)?asset_check\b/gm;
const ASSET_SPEC = /^([A-Za-z_]\w*)\s*=\s*(?:dg\.)?AssetSpec\(/gm;

/** Call arguments right after a decorator name (empty when it has none), and where the text continues. */
function decoratorCall(source: string, afterName: number): {inner: string; end: number} {
  if (source[afterName] !== '(') return {inner: '', end: afterName};
  const end = closingIndex(source, afterName);
  return {inner: source.slice(afterName + 1, end - 1), end};
}

/** The `def` that a decorator stack ends in: its name and parameter names. */
function decoratedFunction(source: string, from: number): {name: string; parameters: string[]} {
  const def = /\bdef\s+([A-Za-z_]\w*)\s*\(/g;
  def.lastIndex = from;
  const match = def.exec(source);
  if (!match) throw new Error(`no function after the decorator at offset ${from}`);
  const open = match.index + match[0].length - 1;
  const inner = source.slice(open + 1, closingIndex(source, open) - 1);
  const parameters = splitArguments(inner)
    .map((part) => /^\**([A-Za-z_]\w*)/.exec(part)?.[1])
    .filter((name): name is string => name !== undefined && name !== 'self');
  return {name: match[1] as string, parameters};
}

function describeAsset(binding: string, key: string, keywords: Map<string, string>, parameters: string[], external: boolean): RawAsset {
  const kinds = listItems(keywords.get('kinds'))
    .map(stringLiteral)
    .filter((kind): kind is string => kind !== undefined);
  const group = keywords.has('group_name') ? stringLiteral(keywords.get('group_name') as string) : undefined;
  return {
    binding,
    key,
    parameters,
    deps: listItems(keywords.get('deps'))
      .map(keyReference)
      .filter((dep): dep is string => dep !== undefined),
    ...(group !== undefined ? {group} : {}),
    kinds,
    partitioned: keywords.has('partitions_def'),
    automated: keywords.has('automation_condition'),
    checks: [],
    external,
  };
}

/** The identifiers a `Definitions(...)` call lists. */
export interface DefinitionsNames {
  assets: readonly string[];
  checks: readonly string[];
}

/**
 * The asset graph of one Python module. `include` keeps only the assets and
 * checks bound to the identifiers a step's `Definitions` lists, dropping
 * edges to assets left out.
 */
export function extractAssetGraph(source: string, include?: DefinitionsNames): AssetGraphData {
  const raw: RawAsset[] = [];

  for (const match of source.matchAll(ASSET_DECORATOR)) {
    const call = decoratorCall(source, (match.index ?? 0) + match[0].length);
    const keywords = keywordArguments(call.inner);
    const fn = decoratedFunction(source, call.end);
    const explicitKey = keywords.has('key') ? keyReference(keywords.get('key') as string) : undefined;
    const key = explicitKey && !explicitKey.startsWith('@') ? explicitKey : fn.name;
    raw.push(describeAsset(fn.name, key, keywords, fn.parameters, false));
  }

  for (const match of source.matchAll(ASSET_SPEC)) {
    const open = (match.index ?? 0) + match[0].length - 1;
    const inner = source.slice(open + 1, closingIndex(source, open) - 1);
    const [first] = splitArguments(inner);
    const key = first ? keyReference(first) : undefined;
    if (key && !key.startsWith('@')) raw.push(describeAsset(match[1] as string, key, keywordArguments(inner), [], true));
  }

  const byBinding = new Map(raw.map((asset) => [asset.binding, asset]));
  const byKey = new Map(raw.map((asset) => [asset.key, asset]));
  const resolve = (reference: string): string | undefined =>
    reference.startsWith('@') ? byBinding.get(reference.slice(1))?.key : reference;

  for (const match of source.matchAll(CHECK_DECORATOR)) {
    const call = decoratorCall(source, (match.index ?? 0) + match[0].length);
    const target = keywordArguments(call.inner).get('asset');
    const fn = decoratedFunction(source, call.end);
    const key = target ? keyReference(target) : undefined;
    const asset = key ? byKey.get(resolve(key) ?? '') : undefined;
    if (asset && (!include || include.checks.includes(fn.name))) asset.checks.push(fn.name);
  }

  const kept = include ? raw.filter((asset) => include.assets.includes(asset.binding)) : raw;
  const keptKeys = new Set(kept.map((asset) => asset.key));
  const assets: GraphAsset[] = kept.map(({binding: _binding, parameters, ...asset}) => {
    const fromDeps = asset.deps.map(resolve).filter((key): key is string => key !== undefined);
    // A parameter named like another asset is an input from that asset.
    const fromParameters = parameters.filter((name) => byBinding.has(name)).map((name) => byBinding.get(name)?.key as string);
    const deps = [...new Set([...fromDeps, ...fromParameters])].filter((key) => keptKeys.has(key) || !include);
    return {...asset, deps};
  });
  // A dependency on a key this module does not define is drawn as an external asset.
  for (const asset of [...assets]) {
    for (const dep of asset.deps) {
      if (!keptKeys.has(dep)) {
        keptKeys.add(dep);
        assets.unshift({key: dep, deps: [], kinds: [], partitioned: false, automated: false, checks: [], external: true});
      }
    }
  }
  return {assets};
}

/** Identifiers passed as `assets=[...]` and `asset_checks=[...]` to `Definitions(...)` in a definitions module. */
export function definitionsNames(source: string): DefinitionsNames {
  const call = /\bDefinitions\(/.exec(source);
  if (!call) throw new Error('no Definitions(...) call found');
  const open = call.index + call[0].length - 1;
  const keywords = keywordArguments(source.slice(open + 1, closingIndex(source, open) - 1));
  if (!keywords.has('assets')) throw new Error('Definitions(...) has no assets=[...] argument');
  const identifiers = (text: string | undefined) => listItems(text).filter((item) => /^[A-Za-z_]\w*$/.test(item));
  return {assets: identifiers(keywords.get('assets')), checks: identifiers(keywords.get('asset_checks'))};
}
