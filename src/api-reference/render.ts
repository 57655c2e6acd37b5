import {apiExampleHtml} from '../code-highlight/api-example';
import {anchorOf, cliAnchor, isCli, isRef, isRest, shortName} from './anchors';
import type {LoadedPage} from './load';
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
} from './schema';
import {linkTypeExpression, type SymbolIndex} from './symbols';
import {mergeParts, signatureParts, type SignaturePart} from './signature';
import {inheritedParams, type InheritedParams} from './inheritance';

/**
 * Renders one data file into the MDX of its page. The output is plain
 * Markdown (headings with explicit ids, tables, code fences with `file=`) so
 * that the docs plugin, the table of contents, the snippet plugin and the
 * search index treat it like any hand-written page.
 */
export function renderPage(loaded: LoadedPage, index: SymbolIndex, readExample: ReadExample): string {
  const {page} = loaded;
  const context: RenderContext = {index, modules: page.modules, readExample};
  const out: string[] = [frontMatter(loaded), generatedNotice(loaded.file), IMPORTS, page.intro.trim()];
  if (page.package !== 'dagster') {
    out.push(fence('bash', `pip install ${page.package}`, 'Install'));
  }
  if (page.integration) {
    out.push(`To learn when to use this library and how to set it up, read its [integration page](${page.integration}).`);
  }
  for (const section of page.sections) {
    out.push(`## ${escapeHeading(section.title)}`);
    if (section.intro) {
      out.push(section.intro.trim());
    }
    for (const symbol of section.symbols) {
      out.push(renderSymbol(symbol, context));
    }
  }
  return `${out.filter(Boolean).join('\n\n')}\n`;
}

export interface RenderContext {
  index: SymbolIndex;
  modules: readonly string[];
  readExample: ReadExample;
}

/** The text of a Python example: its snippet file, or the marked region of it. */
export type ReadExample = (file: string, marker: string | undefined) => string;

function frontMatter({page, file}: LoadedPage): string {
  const lines = ['---', `title: ${JSON.stringify(page.title)}`];
  if (page.sidebar_label) {
    lines.push(`sidebar_label: ${JSON.stringify(page.sidebar_label)}`);
  }
  lines.push(`description: ${JSON.stringify(page.description)}`);
  lines.push(`api_reference_source: ${JSON.stringify(file)}`);
  lines.push(`api_reference_modules: ${JSON.stringify(page.modules)}`);
  lines.push('---');
  return lines.join('\n');
}

// Signatures and parameter lines are JSX (a link inside code cannot be
// written in Markdown); Link keeps their links client-side and checked.
// Python examples use a code component lighter than the theme's code block.
const IMPORTS = ["import Link from '@docusaurus/Link';", "import ApiExample from '@site/src/components/ApiExample';"].join('\n');

function generatedNotice(file: string): string {
  return `{/* Generated from ${file} by src/api-reference. Edit the data file, not this page. */}`;
}

function renderSymbol(symbol: ApiSymbol, context: RenderContext): string {
  if (isRef(symbol)) {
    return renderRef(symbol, context);
  }
  if (isCli(symbol)) {
    return renderCli(symbol, 3);
  }
  if (isRest(symbol)) {
    return renderRest(symbol);
  }
  return renderPython(symbol as PythonSymbol, context);
}

/** `@asset`, `AssetSpec`, or `JobDefinition.execute_in_process` for a method documented on its own. */
export function headingText(symbol: PythonSymbol, modules: readonly string[]): string {
  const name = symbol.kind === 'method' ? relativePath(symbol.path, modules) : shortName(symbol.path);
  return symbol.kind === 'decorator' ? `@${name}` : name;
}

/** `dagster.JobDefinition.execute_in_process` → `JobDefinition.execute_in_process`. */
function relativePath(pythonPath: string, modules: readonly string[]): string {
  const root = modules.find((module) => pythonPath.startsWith(`${module}.`));
  return root ? pythonPath.slice(root.length + 1) : shortName(pythonPath);
}

function renderPython(symbol: PythonSymbol, context: RenderContext): string {
  const out = [heading(3, `\`${headingText(symbol, context.modules)}\`${badge(symbol.status)}`, symbol.path)];
  out.push(...renderBody(symbol, context));
  for (const member of symbol.members ?? []) {
    out.push(heading(4, `\`${shortName(member.path)}\`${badge(member.status)}`, member.path));
    out.push(...renderBody(member, context));
  }
  return out.join('\n\n');
}

/** Signature, status, bases, description, parameters, returns, raises, values and examples. */
function renderBody(symbol: PythonSymbol | ApiMember, context: RenderContext): string[] {
  const out: string[] = [];
  const inherited: InheritedParams[] = 'inherit_params' in symbol ? inheritedParams(symbol, context.index, context.modules) : [];
  // The signature lists what the constructor accepts: own parameters first,
  // then the inherited ones in the order of the tables below it.
  const allParams = [...(symbol.params ?? []), ...inherited.flatMap((group) => group.params)];
  out.push(signatureBlock(inherited.length > 0 ? {...symbol, params: allParams} : symbol, context));
  if (symbol.status) {
    out.push(renderStatus(symbol.status));
  }
  if ('bases' in symbol && symbol.bases && symbol.bases.length > 0) {
    out.push(`Bases: ${symbol.bases.map((base) => typeCell(base, context)).join(', ')}`);
  }
  out.push(symbol.description.trim());
  if (symbol.params && symbol.params.length > 0) {
    out.push(paramList(symbol.params, context));
  }
  for (const {base, params} of inherited) {
    out.push(`**Inherited from [\`${shortName(base.path)}\`](${base.route}#${base.anchor})**`, paramList(params, context));
  }
  if (symbol.type && symbol.kind !== 'class') {
    out.push(`**Type:** ${typeCell(symbol.type, context)}`);
  }
  if (symbol.returns) {
    out.push(`**Returns:** ${typeCell(symbol.returns.type, context)}. ${oneLine(symbol.returns.description)}`);
  }
  if (symbol.raises && symbol.raises.length > 0) {
    out.push(['**Raises:**', '', ...symbol.raises.map((raised) => `- ${typeCell(raised.type, context)}: ${oneLine(raised.description)}`)].join('\n'));
  }
  if ('values' in symbol && symbol.values && symbol.values.length > 0) {
    out.push(
      table(
        ['Member', 'Meaning'],
        symbol.values.map((value) => [`\`${value.name}\``, oneLine(value.description)]),
      ),
    );
  }
  out.push(...renderExamples(symbol.examples, context.readExample));
  return out;
}

function renderRef(symbol: SymbolRef, context: RenderContext): string {
  const target = context.index.get(symbol.ref);
  // rules.ts guarantees the target exists; the guard keeps the renderer total.
  const where = target ? `[the full entry](${target.route}#${target.anchor})` : 'its full entry';
  return [
    heading(3, `\`${shortName(symbol.ref)}\``, anchorOf(symbol)),
    `\`${symbol.ref}\` is documented on another page of the reference: see ${where} for its signature, parameters and examples.`,
  ].join('\n\n');
}

const STATUS_TEXT: Record<Status['stage'], {label: string; promise: string}> = {
  preview: {label: 'Preview', promise: 'This API is in preview: it can change in any release, patch releases included, and is not ready for production use.'},
  beta: {label: 'Beta', promise: 'This API is in beta: breaking changes can come in a minor release and behavior changes in a patch release.'},
  superseded: {label: 'Superseded', promise: 'This API is superseded: it still works and is still supported, but a newer API is the recommended way.'},
  deprecated: {label: 'Deprecated', promise: 'This API is deprecated: it still works, but it will be removed in a future release.'},
};

/**
 * The lifecycle note under an entry's signature: one paragraph with a class
 * (its colour matches the heading badge) instead of an admonition, whose
 * icon and wrappers would repeat on every beta entry of a page.
 */
function renderStatus(status: Status): string {
  const text = STATUS_TEXT[status.stage];
  const parts = [`**${text.label}:** ${text.promise}`];
  if (status.since) {
    parts.push(`Stage since Dagster ${status.since}.`);
  }
  if (status.removal) {
    parts.push(`Scheduled for removal in Dagster ${status.removal}.`);
  }
  if (status.replacement) {
    parts.push(`Use <PyObject object="${status.replacement}" /> instead.`);
  }
  if (status.note) {
    parts.push(oneLine(status.note));
  }
  parts.push(`See [API lifecycle stages](/api/api-lifecycle#${status.stage}).`);
  return `<p className="api-status api-status--${status.stage}">${parts.join(' ')}</p>`;
}

/**
 * A lifecycle badge after the heading's name. The table of contents and the
 * search index read heading text, so the badge is a word ("Beta"), styled by
 * its class in both places.
 */
function badge(status: Status | undefined): string {
  return status ? ` <span className="api-badge api-badge--${status.stage}">${STATUS_TEXT[status.stage].label}</span>` : '';
}

function renderExamples(examples: Example[] | undefined, readExample?: ReadExample): string[] {
  return (examples ?? []).map((example) => {
    const lead = [example.title ? `**Example: ${example.title.trim()}**` : '**Example**'];
    if (example.description) {
      lead.push(example.description.trim());
    }
    if ('file' in example) {
      // The schema allows Python (snippet) examples only on Python entries, which pass a reader.
      if (!readExample) {
        throw new Error(`example ${example.file}: a snippet example needs a Python entry`);
      }
      const html = apiExampleHtml(readExample(example.file, example.marker), 'python');
      return [...lead, `<ApiExample html={${JSON.stringify(html)}} />`].join('\n\n');
    }
    return [...lead, fence(example.language, example.code.trim())].join('\n\n');
  });
}

function renderCli(command: CliCommand | CliSubcommand, level: 3 | 4): string {
  const out = [heading(level, command.command, cliAnchor(command))];
  out.push(fence('bash', command.usage.trim()));
  out.push(command.description.trim());
  if (command.arguments && command.arguments.length > 0) {
    out.push(table(['Argument', 'Description'], command.arguments.map((argument) => [`\`${argument.name}\``, oneLine(argument.description)])));
  }
  if (command.options && command.options.length > 0) {
    out.push(
      table(
        ['Option', 'Default', 'Description'],
        command.options.map((option) => [
          code(option.value ? `${option.flags} ${option.value}` : option.flags),
          option.default ? code(option.default) : '',
          oneLine(option.description),
        ]),
      ),
    );
  }
  out.push(...renderExamples(command.examples));
  if ('subcommands' in command) {
    for (const sub of command.subcommands ?? []) {
      out.push(renderCli(sub, 4));
    }
  }
  return out.join('\n\n');
}

function renderRest(endpoint: RestEndpoint): string {
  const out = [heading(3, `\`${endpoint.id}\``, endpoint.id)];
  out.push(fence('http', `${endpoint.method} ${endpoint.url}`));
  out.push(endpoint.description.trim());
  out.push(
    table(
      ['Field', 'Type', 'Required', 'Description'],
      endpoint.fields.map((field) => [code(field.name), code(field.type), field.required ? 'Yes' : 'No', oneLine(field.description)]),
    ),
  );
  if (endpoint.response) {
    out.push('**Response**', fence('json', endpoint.response.trim()));
  }
  out.push(...renderExamples(endpoint.examples));
  return out.join('\n\n');
}

/**
 * Parameters as stacked rows: name, type and default on one code line, the
 * description full width below it. One list item, one code element and one
 * description element per parameter keeps the markup light; the search index
 * reads a list item's own text (the code line) and leaves the description out.
 */
function paramList(params: Parameter[], context: RenderContext): string {
  const rows = params.map((param) => {
    const line: SignaturePart[] = [];
    if (param.type) {
      line.push({text: ': '}, ...linkType(param.type, context));
    }
    if (param.default !== undefined) {
      line.push({text: ` = ${param.default}`});
    }
    const required = param.default === undefined && param.kind !== 'var_positional' && param.kind !== 'var_keyword';
    const description = (param.status ? `${paramStatus(param.status)} ` : '') + oneLine(param.description);
    return (
      `<li><code><strong>${jsxText(prefixFor(param) + param.name)}</strong>${jsxParts(mergeParts(line))}</code>` +
      `${required ? ' <span className="api-params__required">required</span>' : ''}<div>${description}</div></li>`
    );
  });
  return ['<ul className="api-params">', ...rows, '</ul>'].join('\n');
}

/**
 * The signature as a light block: a `pre` whose documented types link to
 * their entries. Not a highlighted code block: the token spans, copy button
 * and icons of one per entry were most of an API page's weight.
 */
function signatureBlock(symbol: PythonSymbol | ApiMember, context: RenderContext): string {
  const items = signatureParts(symbol, (expression) => linkType(expression, context));
  const body = items.map((item) => ('line' in item ? `<span className="api-signature__param">${jsxParts(item.line)}</span>` : jsxParts([item]))).join('');
  return `<pre className="api-signature"><code>${body}</code></pre>`;
}

function linkType(expression: string, context: RenderContext): SignaturePart[] {
  return linkTypeExpression(expression, context.index, context.modules).map((part) =>
    part.target ? {text: part.text, href: `${part.target.route}#${part.target.anchor}`} : {text: part.text},
  );
}

/** Parts as JSX on one line: text as string expressions (no Markdown or JSX escaping to get wrong), types as links. */
function jsxParts(parts: SignaturePart[]): string {
  return parts.map((part) => (part.href ? `<Link to=${jsxText(part.href)}>${jsxText(part.text)}</Link>` : jsxText(part.text))).join('');
}

function jsxText(text: string): string {
  return `{${JSON.stringify(text)}}`;
}

/** A parameter's lifecycle stage, as a short lead in its description cell. */
function paramStatus(status: Status): string {
  const parts = [`**${STATUS_TEXT[status.stage].label}${status.since ? ` since ${status.since}` : ''}.**`];
  if (status.replacement) {
    parts.push(`Use <PyObject object="${status.replacement}" /> instead.`);
  }
  if (status.note) {
    parts.push(oneLine(status.note));
  }
  return parts.join(' ');
}

function prefixFor(param: Parameter): string {
  return param.kind === 'var_positional' ? '*' : param.kind === 'var_keyword' ? '**' : '';
}

/** A type expression as code, with each documented symbol in it linked to its entry. */
export function typeCell(expression: string, context: RenderContext): string {
  return linkTypeExpression(expression, context.index, context.modules)
    .map((part) => (part.target ? `[${code(part.text)}](${part.target.route}#${part.target.anchor})` : code(breakable(part.text))))
    .join('');
}

/**
 * A zero-width space after each opening bracket lets a long nested type wrap
 * in a narrow table column at a sensible point instead of mid-name.
 */
function breakable(typeText: string): string {
  return typeText.replace(/\[/g, '[\u200b');
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Inline code that survives any content, including backticks. */
function code(text: string): string {
  const fenceLength = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length)) + 1;
  const ticks = '`'.repeat(fenceLength);
  const pad = text.startsWith('`') || text.endsWith('`') || fenceLength > 1 ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

function oneLine(markdown: string): string {
  return markdown.trim().replace(/\s*\n\s*/g, ' ');
}

function escapeHeading(text: string): string {
  return text.replace(/[{}<>]/g, (character) => `\\${character}`);
}

function heading(level: number, text: string, id: string): string {
  return `${'#'.repeat(level)} ${text} \\{#${id}\\}`;
}

function fence(language: string, body: string, title?: string): string {
  const longestRun = Math.max(2, ...[...body.matchAll(/`{3,}/g)].map((match) => match[0].length));
  const ticks = '`'.repeat(longestRun + 1);
  return `${ticks}${language}${title ? ` title="${title}"` : ''}\n${body}\n${ticks}`;
}
