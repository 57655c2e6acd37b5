import path from 'node:path';
import {anchorOf, isCli, isRef, isRest, shortName} from '../../api-reference/anchors';
import {inheritedParams} from '../../api-reference/inheritance';
import type {LoadedPage} from '../../api-reference/load';
import {headingText, type ReadExample} from '../../api-reference/render';
import type {
  ApiMember,
  ApiSymbol,
  CliCommand,
  CliSubcommand,
  Example,
  Parameter,
  PythonSymbol,
  RestEndpoint,
  Status,
  SymbolRef,
} from '../../api-reference/schema';
import {formatSignature} from '../../api-reference/signature';
import type {SymbolIndex} from '../../api-reference/symbols';
import type {ConvertOptions} from './mdx-to-markdown';

/**
 * The Markdown source (MDX: descriptions may hold `<PyObject>`) of one API
 * reference page, built from its data file rather than from the generated
 * page, whose signatures and parameter lists are JSX for the browser. Each
 * entry is structured for a reader that cannot see the page: heading,
 * lifecycle stage, the signature as a `python` block, the parameters as a
 * list of name, type, default, stage and description, then returns, raises,
 * members and the fenced examples. What the page shows as a table (enum
 * values, CLI options, REST fields) stays a GFM table. The export then turns it into plain
 * Markdown like any other page.
 */
export function apiPageSource(loaded: LoadedPage, index: SymbolIndex, readExample: ReadExample): string {
  const {page} = loaded;
  const context: ApiContext = {index, modules: page.modules, readExample};
  const out: string[] = [page.intro.trim()];
  if (page.package !== 'dagster') {
    out.push(fence('bash', `pip install ${page.package}`, 'Install'));
  }
  if (page.integration) {
    out.push(`To learn when to use this library and how to set it up, read its [integration page](${page.integration}).`);
  }
  for (const section of page.sections) {
    out.push(`## ${escapeText(section.title)}`);
    if (section.intro) out.push(section.intro.trim());
    for (const symbol of section.symbols) out.push(entry(symbol, context));
  }
  return `${out.join('\n\n')}\n`;
}

/** One entry of an API page, as get_api_symbol names it. */
export type ApiEntryTarget =
  | {kind: 'symbol'; symbol: ApiSymbol}
  | {kind: 'member'; member: ApiMember}
  | {kind: 'subcommand'; command: CliSubcommand};

/**
 * The Markdown source of one entry, exactly as its page's source holds it: a
 * class with its members, a member alone under its own heading, a CLI command
 * with its subcommands, a subcommand, a REST endpoint. The docs MCP server
 * converts it with the page's options (apiConvertOptions), so an assistant
 * reads the same text as the page's `.md`.
 */
export function apiEntrySource(target: ApiEntryTarget, loaded: LoadedPage, index: SymbolIndex, readExample: ReadExample): string {
  const context: ApiContext = {index, modules: loaded.page.modules, readExample};
  if (target.kind === 'member') return [memberHeading(target.member), ...pythonBody(target.member, context)].join('\n\n');
  if (target.kind === 'subcommand') return cliEntry(target.command, 4);
  return entry(target.symbol, context);
}

/** What a site gives the conversion of API Markdown: links to doc pages become their `.md`. */
export type ApiConvertSite = Pick<ConvertOptions, 'rootDir' | 'siteUrl' | 'isDocRoute' | 'routeOfSource'>;

/** The options the export converts an API page's source with (symbols are not auto-linked, no Related API, no section index). */
export function apiConvertOptions(loaded: LoadedPage, site: ApiConvertSite): ConvertOptions {
  return {
    ...site,
    filePath: path.join(site.rootDir, 'docs', loaded.docPath),
    pageRoute: loaded.route,
    autoLinkSymbols: false,
    sectionIndex: () => {
      throw new Error(`${loaded.file}: an API page has no <SectionIndex />`);
    },
  };
}

interface ApiContext {
  index: SymbolIndex;
  modules: readonly string[];
  readExample: ReadExample;
}

function entry(symbol: ApiSymbol, context: ApiContext): string {
  if (isRef(symbol)) return refEntry(symbol, context);
  if (isCli(symbol)) return cliEntry(symbol, 3);
  if (isRest(symbol)) return restEntry(symbol);
  const python = symbol as PythonSymbol;
  const out = [`### ${code(headingText(python, context.modules))}${stageSuffix(python.status)}`, ...pythonBody(python, context)];
  for (const member of python.members ?? []) {
    out.push(memberHeading(member), ...pythonBody(member, context));
  }
  return out.join('\n\n');
}

function memberHeading(member: ApiMember): string {
  return `#### ${code(shortName(member.path))}${stageSuffix(member.status)}`;
}

function pythonBody(symbol: PythonSymbol | ApiMember, context: ApiContext): string[] {
  const inherited = 'inherit_params' in symbol ? inheritedParams(symbol, context.index, context.modules) : [];
  const allParams = [...(symbol.params ?? []), ...inherited.flatMap((group) => group.params)];
  const out = [`Python path: ${code(symbol.path)} (${symbol.kind})`];
  if (symbol.status) out.push(lifecycle(symbol.status));
  // The same signature as the page's: own parameters, then the inherited ones.
  out.push(fence('python', formatSignature(inherited.length > 0 ? {...symbol, params: allParams} : symbol)));
  if ('bases' in symbol && symbol.bases && symbol.bases.length > 0) {
    out.push(`**Bases:** ${symbol.bases.map(code).join(', ')}`);
  }
  out.push(symbol.description.trim());
  if (symbol.params && symbol.params.length > 0) {
    out.push('**Parameters:**', parameterList(symbol.params));
  }
  for (const {base, params} of inherited) {
    out.push(`**Parameters inherited from [${code(shortName(base.path))}](${base.route}#${base.anchor}):**`, parameterList(params));
  }
  if (symbol.type && symbol.kind !== 'class') out.push(`**Type:** ${code(symbol.type)}`);
  if (symbol.returns) out.push(`**Returns:** ${code(symbol.returns.type)}: ${oneLine(symbol.returns.description)}`);
  if (symbol.raises && symbol.raises.length > 0) {
    out.push(['**Raises:**', '', ...symbol.raises.map((raised) => `- ${code(raised.type)}: ${oneLine(raised.description)}`)].join('\n'));
  }
  if ('values' in symbol && symbol.values && symbol.values.length > 0) {
    out.push(table(['Member', 'Meaning'], symbol.values.map((value) => [code(value.name), oneLine(value.description)])));
  }
  out.push(...examples(symbol.examples, context.readExample));
  return out;
}

/** One item per parameter: name, then type, default (or "required") and stage, then the description. */
function parameterList(params: Parameter[]): string {
  return params
    .map((param) => {
      const prefix = param.kind === 'var_positional' ? '*' : param.kind === 'var_keyword' ? '**' : '';
      const facts: string[] = [];
      if (param.type) facts.push(`type ${code(param.type)}`);
      if (param.default !== undefined) facts.push(`default ${code(param.default)}`);
      else if (param.kind !== 'var_positional' && param.kind !== 'var_keyword') facts.push('required');
      if (param.kind === 'keyword_only') facts.push('keyword-only');
      if (param.kind === 'positional_only') facts.push('positional-only');
      if (param.status) facts.push(`${STAGE_LABEL[param.status.stage]}${param.status.since ? ` since ${param.status.since}` : ''}`);
      const stageNote = param.status ? stageDetails(param.status) : '';
      return `- ${code(prefix + param.name)} (${facts.join(', ')}): ${stageNote}${oneLine(param.description)}`;
    })
    .join('\n');
}

const STAGE_LABEL: Record<Status['stage'], string> = {preview: 'Preview', beta: 'Beta', superseded: 'Superseded', deprecated: 'Deprecated'};

function stageSuffix(status: Status | undefined): string {
  return status ? ` (${STAGE_LABEL[status.stage]})` : '';
}

/** What to use instead and why, ahead of a parameter's description. */
function stageDetails(status: Status): string {
  const parts: string[] = [];
  if (status.removal) parts.push(`Scheduled for removal in Dagster ${status.removal}.`);
  if (status.replacement) parts.push(`Use <PyObject object="${status.replacement}" /> instead.`);
  if (status.note) parts.push(oneLine(status.note));
  return parts.length > 0 ? `${parts.join(' ')} ` : '';
}

function lifecycle(status: Status): string {
  const since = status.since ? ` since Dagster ${status.since}` : '';
  return `**Lifecycle stage:** ${STAGE_LABEL[status.stage]}${since}. ${stageDetails(status)}See [API lifecycle stages](/api/api-lifecycle#${status.stage}).`;
}

function examples(list: Example[] | undefined, readExample?: ReadExample): string[] {
  return (list ?? []).map((example) => {
    const lead = [example.title ? `**Example: ${example.title.trim()}**` : '**Example**'];
    if (example.description) lead.push(example.description.trim());
    if ('file' in example) {
      if (!readExample) throw new Error(`example ${example.file}: a snippet example needs a Python entry`);
      // The same cut (file and marker) as the page's example.
      return [...lead, fence('python', readExample(example.file, example.marker))].join('\n\n');
    }
    return [...lead, fence(example.language, example.code.trim())].join('\n\n');
  });
}

function refEntry(symbol: SymbolRef, context: ApiContext): string {
  const target = context.index.get(symbol.ref);
  if (!target) throw new Error(`ref "${symbol.ref}" names no documented entry`);
  return [
    `### ${code(shortName(symbol.ref))}`,
    `${code(symbol.ref)} is documented on another page of the reference: see [the full entry](${target.route}#${target.anchor}) for its signature, parameters and examples.`,
  ].join('\n\n');
}

function cliEntry(command: CliCommand | CliSubcommand, level: 3 | 4): string {
  const out = [`${'#'.repeat(level)} ${command.command}`, fence('bash', command.usage.trim()), command.description.trim()];
  if (command.arguments && command.arguments.length > 0) {
    out.push(table(['Argument', 'Description'], command.arguments.map((argument) => [code(argument.name), oneLine(argument.description)])));
  }
  if (command.options && command.options.length > 0) {
    const rows = command.options.map((option) => [
      code(option.value ? `${option.flags} ${option.value}` : option.flags),
      option.default ? code(option.default) : '',
      oneLine(option.description),
    ]);
    out.push(table(['Option', 'Default', 'Description'], rows));
  }
  out.push(...examples(command.examples));
  if ('subcommands' in command) {
    for (const sub of command.subcommands ?? []) out.push(cliEntry(sub, 4));
  }
  return out.join('\n\n');
}

function restEntry(endpoint: RestEndpoint): string {
  const out = [`### ${code(anchorOf(endpoint))}`, fence('http', `${endpoint.method} ${endpoint.url}`), endpoint.description.trim()];
  const rows = endpoint.fields.map((field) => [code(field.name), code(field.type), field.required ? 'Yes' : 'No', oneLine(field.description)]);
  out.push(table(['Field', 'Type', 'Required', 'Description'], rows));
  if (endpoint.response) out.push('**Response**', fence('json', endpoint.response.trim()));
  out.push(...examples(endpoint.examples));
  return out.join('\n\n');
}

/** A GFM table, as the page shows enum values, CLI arguments and options, and REST fields. */
function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Inline code that survives any content, including backticks. */
function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const ticks = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') || longest > 0 ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

function fence(language: string, body: string, title?: string): string {
  const longest = Math.max(2, ...[...body.matchAll(/`{3,}/g)].map((match) => match[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${language}${title ? ` title="${title}"` : ''}\n${body}\n${ticks}`;
}

function oneLine(markdown: string): string {
  return markdown.trim().replace(/\s*\n\s*/g, ' ');
}

function escapeText(text: string): string {
  return text.replace(/[{}<>]/g, (character) => `\\${character}`);
}
