import fs from 'node:fs';
import path from 'node:path';
import {anchorOf, isCli, isPython, isRef, isRest, shortName} from '../api-reference/anchors';
import {inheritedParams} from '../api-reference/inheritance';
import {loadApiReference, type LoadedPage} from '../api-reference/load';
import type {ApiMember, CliCommand, CliSubcommand, Example, Parameter, PythonSymbol, RestEndpoint, Status} from '../api-reference/schema';
import {formatSignature} from '../api-reference/signature';
import {SymbolIndex} from '../api-reference/symbols';
import {selectSnippet} from '../remark/snippet-source';
import {apiConvertOptions, apiEntrySource, type ApiConvertSite, type ApiEntryTarget} from '../plugins/markdown-export/api-markdown';
import {mdxToMarkdown} from '../plugins/markdown-export/mdx-to-markdown';

/** Longest symbol name get_api_symbol accepts (the longest path in the data is under 100). */
export const MAX_SYMBOL_LENGTH = 256;

export interface ApiParameter {
  name: string;
  type?: string;
  default?: string;
  /** How it is passed, when not positional-or-keyword. */
  kind?: Parameter['kind'];
  /** Lifecycle stage of this one parameter (beta, deprecated...), when it has one. */
  stage?: string;
  description: string;
  /** The documented base class the parameter comes from, for an inherited one. */
  inheritedFrom?: string;
}

export interface ApiExample {
  title?: string;
  description?: string;
  language: string;
  code: string;
}

/** One API entry as get_api_symbol returns it. */
export interface ApiEntry {
  /** Python path (`dagster.asset`), CLI command or REST endpoint id. */
  path: string;
  kind: string;
  package: string;
  /** Absolute URL of the entry on the site. */
  url: string;
  signature?: string;
  description: string;
  /** Lifecycle stage of the entry (absent means stable). */
  status?: Status;
  parameters: ApiParameter[];
  returns?: {type: string; description: string};
  raises?: {type: string; description: string}[];
  bases?: string[];
  /** For a class: its documented members, by path and signature. */
  members?: {path: string; kind: string; signature: string}[];
  /** For an enum: its values. */
  values?: {name: string; description: string}[];
  /** For a CLI command: usage and subcommands. */
  usage?: string;
  subcommands?: string[];
  /** For a REST endpoint. */
  method?: string;
  endpoint?: string;
  response?: string;
  examples: ApiExample[];
}

interface Located {
  page: LoadedPage;
  anchor: string;
  target: ApiEntryTarget;
  build: () => ApiEntry;
}

/** What get_api_symbol answers: the structured entry, and its Markdown as the page's `.md` holds it. */
export interface FoundEntry {
  entry: ApiEntry;
  markdown: () => Promise<string>;
}

const parameterOf = (param: Parameter, inheritedFrom?: string): ApiParameter => ({
  name: param.name,
  ...(param.type ? {type: param.type} : {}),
  ...(param.default !== undefined ? {default: param.default} : {}),
  ...(param.kind ? {kind: param.kind} : {}),
  ...(param.status ? {stage: param.status.stage} : {}),
  description: param.description,
  ...(inheritedFrom ? {inheritedFrom} : {}),
});

/**
 * Every entry of the API reference data (api/**.yaml), found by what an
 * assistant types: a full path, a path under `dagster`, a bare name when one
 * symbol has it, `@asset`, `asset()`, a CLI command or a REST endpoint id.
 */
export class ApiSymbols {
  private readonly entries = new Map<string, Located>();
  private readonly index: SymbolIndex;

  constructor(
    private readonly pages: LoadedPage[],
    private readonly snippetsDir: string,
    private readonly origin: string,
    /** Whether a route is a doc page with a `.md` (links to it are written as that `.md`, as the export writes them). */
    private readonly isDocRoute: (route: string) => boolean,
    private readonly rootDir: string,
  ) {
    this.index = new SymbolIndex(pages);
    for (const page of pages) {
      for (const section of page.page.sections) {
        for (const symbol of section.symbols) {
          if (isRef(symbol)) continue;
          if (isPython(symbol)) {
            this.add(symbol.path, page, anchorOf(symbol), {kind: 'symbol', symbol}, () => this.pythonEntry(page, symbol));
            for (const member of symbol.members ?? []) this.add(member.path, page, member.path, {kind: 'member', member}, () => this.memberEntry(page, member));
          } else if (isCli(symbol)) {
            this.add(symbol.command, page, anchorOf(symbol), {kind: 'symbol', symbol}, () => this.cliEntry(page, symbol));
            for (const sub of symbol.subcommands ?? []) {
              this.add(sub.command, page, sub.command.replace(/ /g, '-'), {kind: 'subcommand', command: sub}, () => this.cliEntry(page, sub));
            }
          } else if (isRest(symbol)) {
            this.add(symbol.id, page, anchorOf(symbol), {kind: 'symbol', symbol}, () => this.restEntry(page, symbol));
          }
        }
      }
    }
  }

  static load(rootDir: string, origin: string, isDocRoute: (route: string) => boolean): ApiSymbols {
    return new ApiSymbols(loadApiReference({rootDir}), path.join(rootDir, 'snippets'), origin, isDocRoute, rootDir);
  }

  /** Every name an entry is found by directly (paths, CLI commands, endpoint ids). */
  names(): string[] {
    return [...this.entries.keys()];
  }

  get size(): number {
    return this.entries.size;
  }

  private add(key: string, page: LoadedPage, anchor: string, target: ApiEntryTarget, build: () => ApiEntry): void {
    if (!this.entries.has(key)) this.entries.set(key, {page, anchor, target, build});
  }

  private found(located: Located): FoundEntry {
    return {entry: located.build(), markdown: () => this.markdown(located)};
  }

  /** The entry's Markdown from the exporter's renderer and conversion, so it reads as the page's `.md` does. */
  private async markdown({page, target}: Located): Promise<string> {
    const readExample = (file: string, marker: string | undefined) => selectSnippet(fs.readFileSync(path.join(this.snippetsDir, file), 'utf8'), {marker});
    const site: ApiConvertSite = {rootDir: this.rootDir, siteUrl: this.origin, isDocRoute: this.isDocRoute, routeOfSource: () => undefined};
    return mdxToMarkdown(apiEntrySource(target, page, this.index, readExample), apiConvertOptions(page, site));
  }

  /** The entry `name` names, or an error that says why not and what is close. */
  lookup(rawName: string): FoundEntry {
    const name = rawName.trim();
    if (name === '') throw new Error('Give a symbol name, such as dagster.asset, AssetSpec or "dagster asset materialize"');
    if (name.length > MAX_SYMBOL_LENGTH) throw new Error(`A symbol name is at most ${MAX_SYMBOL_LENGTH} characters; this one has ${name.length}`);
    const cleaned = name.replace(/^@/, '').replace(/\(\)$/, '').replace(/^dg\./, 'dagster.');
    const direct = this.entries.get(cleaned) ?? this.entries.get(cleaned.toLowerCase());
    if (direct) return this.found(direct);
    // Under `dagster` first, then a name that one symbol of any package has (`S3Resource`).
    const resolved = this.index.resolve(cleaned) ?? this.index.unique(cleaned);
    if (resolved) return this.found(this.entries.get(resolved.path)!);
    const sameName = [...this.entries.keys()].filter((key) => shortName(key) === cleaned);
    if (sameName.length > 1) throw new Error(`"${name}" names ${sameName.length} symbols; ask for one of: ${sameName.join(', ')}`);
    const close = this.closeNames(cleaned);
    throw new Error(`No API entry is called "${name}".${close.length > 0 ? ` Close names: ${close.join(', ')}` : ' Try search_docs to find it by words.'}`);
  }

  private closeNames(name: string): string[] {
    const wanted = shortName(name).toLowerCase();
    const score = (short: string): number => {
      const distance = editDistance(short, wanted);
      if (distance <= 2) return distance;
      if (wanted.length >= 3 && short.includes(wanted)) return 3;
      return Infinity;
    };
    return [...this.entries.keys()]
      .map((key) => ({key, score: score(shortName(key).toLowerCase())}))
      .filter(({score: value}) => value !== Infinity)
      .sort((a, b) => a.score - b.score || a.key.length - b.key.length)
      .slice(0, 8)
      .map(({key}) => key);
  }

  private url(page: LoadedPage, anchor: string): string {
    return `${this.origin}${page.route}#${anchor}`;
  }

  private examples(examples: readonly Example[] | undefined): ApiExample[] {
    return (examples ?? []).map((example) => {
      const common = {...(example.title ? {title: example.title} : {}), ...(example.description ? {description: example.description} : {})};
      if ('file' in example) {
        const code = selectSnippet(fs.readFileSync(path.join(this.snippetsDir, example.file), 'utf8'), {marker: example.marker});
        return {...common, language: 'python', code};
      }
      return {...common, language: example.language, code: example.code};
    });
  }

  private pythonEntry(page: LoadedPage, symbol: PythonSymbol): ApiEntry {
    const inherited = inheritedParams(symbol, this.index, page.page.modules).flatMap(({base, params}) => params.map((param) => parameterOf(param, base.path)));
    return {
      path: symbol.path,
      kind: symbol.kind,
      package: page.page.package,
      url: this.url(page, anchorOf(symbol)),
      signature: formatSignature(symbol),
      description: symbol.description,
      ...(symbol.status ? {status: symbol.status} : {}),
      parameters: [...(symbol.params ?? []).map((param) => parameterOf(param)), ...inherited],
      ...(symbol.returns ? {returns: symbol.returns} : {}),
      ...(symbol.raises ? {raises: symbol.raises} : {}),
      ...(symbol.bases ? {bases: symbol.bases} : {}),
      ...(symbol.members ? {members: symbol.members.map((member) => ({path: member.path, kind: member.kind, signature: formatSignature(member)}))} : {}),
      ...(symbol.values ? {values: symbol.values} : {}),
      examples: this.examples(symbol.examples),
    };
  }

  private memberEntry(page: LoadedPage, member: ApiMember): ApiEntry {
    return {
      path: member.path,
      kind: member.kind,
      package: page.page.package,
      url: this.url(page, member.path),
      signature: formatSignature(member),
      description: member.description,
      ...(member.status ? {status: member.status} : {}),
      parameters: (member.params ?? []).map((param) => parameterOf(param)),
      ...(member.returns ? {returns: member.returns} : {}),
      ...(member.raises ? {raises: member.raises} : {}),
      examples: this.examples(member.examples),
    };
  }

  private cliEntry(page: LoadedPage, command: CliCommand | CliSubcommand): ApiEntry {
    const subcommands = 'subcommands' in command ? command.subcommands : undefined;
    return {
      path: command.command,
      kind: command.kind,
      package: page.page.package,
      url: this.url(page, command.command.replace(/ /g, '-')),
      signature: command.usage,
      usage: command.usage,
      description: command.description,
      parameters: [
        ...(command.arguments ?? []).map((argument) => ({name: argument.name, description: argument.description})),
        ...(command.options ?? []).map((option) => ({
          name: option.flags,
          ...(option.value ? {type: option.value} : {}),
          ...(option.default !== undefined ? {default: option.default} : {}),
          description: option.description,
        })),
      ],
      ...(subcommands ? {subcommands: subcommands.map((sub) => sub.command)} : {}),
      examples: this.examples(command.examples),
    };
  }

  private restEntry(page: LoadedPage, endpoint: RestEndpoint): ApiEntry {
    return {
      path: endpoint.id,
      kind: endpoint.kind,
      package: page.page.package,
      url: this.url(page, endpoint.id),
      signature: `${endpoint.method} ${endpoint.url}`,
      method: endpoint.method,
      endpoint: endpoint.url,
      description: endpoint.description,
      parameters: endpoint.fields.map((field) => ({name: field.name, type: field.type, ...(field.required ? {} : {default: 'optional'}), description: field.description})),
      ...(endpoint.response ? {response: endpoint.response} : {}),
      examples: this.examples(endpoint.examples),
    };
  }
}

/** Levenshtein distance, for "did you mean" on a mistyped name. */
function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
