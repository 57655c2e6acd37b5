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
import {signatureParts, type SignaturePart} from './signature';
import {inheritedParams, type InheritedParams} from './inheritance';

/**
 * Renders one data file into the MDX of its page. The output is plain
 * Markdown (headings with explicit ids, tables, code fences with `file=`) so
 * that the docs plugin, the table of contents, the snippet plugin and the
 * search index treat it like any hand-written page.
 */
export function renderPage(loaded: LoadedPage, index: SymbolIndex, readExample: ReadExample): string {
  const {page} = loaded;
  const context: RenderContext = {index, modules: page.modules, readExample, route: loaded.route};
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
  /** The page being rendered: links to its own entries are written as `#anchor`. */
  route: string;
}

/**
 * The address of an entry: `#anchor` on its own page (most type links of a
 * page point into it; the short form keeps a heavy page's HTML lighter), the
 * route and anchor elsewhere.
 */
function entryHref(target: {route: string; anchor: string}, context: RenderContext): string {
  return target.route === context.route ? `#${target.anchor}` : `${target.route}#${target.anchor}`;
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
  // The table of contents lists sections and entries; a class's members are
  // found under their class (and by search), which keeps a long reference's
  // contents scannable and its HTML light.
  lines.push('toc_max_heading_level: 3');
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

/**
 * An entry is a section whose class names its kind (the stylesheet shows the
 * kind as a badge beside the heading and rules off each entry); a class's
 * members are sections inside it, indented under their class. Sections are
 * the only markup this adds: one element per entry and per member.
 */
function renderPython(symbol: PythonSymbol, context: RenderContext): string {
  const out = [`<section className="api-entry api-kind--${symbol.kind}">`, heading(3, `\`${headingText(symbol, context.modules)}\`${badge(symbol.status)}`, symbol.path)];
  out.push(...renderBody(symbol, context));
  for (const member of symbol.members ?? []) {
    out.push(`<section className="api-member api-kind--${member.kind}">`, heading(4, `\`${shortName(member.path)}\`${badge(member.status)}`, member.path));
    out.push(...renderBody(member, context), '</section>');
  }
  out.push('</section>');
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
    out.push(paramList(symbol.params));
  }
  for (const {base, params} of inherited) {
    out.push(`**Inherited from [\`${shortName(base.path)}\`](${entryHref(base, context)})**`, paramList(params));
  }
  // Properties, attributes and constants show their type in the signature already.
  if (symbol.type && !TYPED_IN_SIGNATURE.has(symbol.kind)) {
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

/** Kinds whose signature is `name: Type` (src/api-reference/signature.ts), and classes, whose `type` is not shown. */
const TYPED_IN_SIGNATURE = new Set<string>(['property', 'attribute', 'constant', 'class']);

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

/**
 * A command: its usage as a light line of code (not a titled terminal block),
 * then its arguments and options as stacked rows like a function's
 * parameters: the flag on a line of its own, never broken, the description
 * below it ending with the default when there is one.
 */
function renderCli(command: CliCommand | CliSubcommand, level: 3 | 4): string {
  const out = [heading(level, command.command, cliAnchor(command))];
  out.push(`<pre className="api-usage"><code>${jsxText(command.usage.trim())}</code></pre>`);
  out.push(command.description.trim());
  if (command.arguments && command.arguments.length > 0) {
    out.push('**Arguments**', termList(command.arguments.map((argument) => ({term: argument.name, description: oneLine(argument.description)}))));
  }
  if (command.options && command.options.length > 0) {
    out.push(
      '**Options**',
      termList(
        command.options.map((option) => ({
          term: option.value ? `${option.flags} ${option.value}` : option.flags,
          description: oneLine(option.description) + (option.default ? ` Default: ${code(option.default)}.` : ''),
        })),
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
 * Parameters as stacked rows: the name on its own line, the description full
 * width below it. Types and defaults are the signature's, not repeated here;
 * a parameter without a default says "Required." first. One list item, one
 * code element and one description element per parameter keeps the markup
 * light; the search index reads a list item's own text (the name) and leaves
 * the description out.
 */
function paramList(params: Parameter[]): string {
  return termList(
    params.map((param) => {
      const required = param.default === undefined && param.kind !== 'var_positional' && param.kind !== 'var_keyword';
      const lead = [required ? 'Required.' : '', param.status ? paramStatus(param.status) : ''].filter(Boolean).join(' ');
      return {term: prefixFor(param) + param.name, description: (lead ? `${lead} ` : '') + oneLine(param.description)};
    }),
  );
}

/** A name longer than this does not fit a 320 px phone's column whole in bold code. */
export const LONG_TERM_LENGTH = 30;

/**
 * A term in its own code element, unbreakable (a flag never splits at its
 * hyphen), except a long snake_case name, which may wrap after its underscores
 * (`downstream_partition_keys_by_upstream_partition_key` pushed the partitions
 * page 73 px past a phone's edge).
 */
export function termCode(term: string): string {
  if (term.length <= LONG_TERM_LENGTH || !term.includes('_')) return `<code>${jsxText(term)}</code>`;
  return `<code className="api-long-term">${term.split(/(?<=_)(?=[^_])/).map(jsxText).join('<wbr />')}</code>`;
}

/** Terms (parameter names, command-line flags) over their descriptions, as list items. */
function termList(rows: {term: string; description: string}[]): string {
  return ['<ul className="api-params">', ...rows.map(({term, description}) => `<li>${termCode(term)}<div>${description}</div></li>`), '</ul>'].join('\n');
}

/**
 * A signature broken one parameter per line shows this many lines until the
 * reader opens it (src/css/api-reference.css hides the rest with the same number).
 */
export const SIGNATURE_LINES_SHOWN = 6;

/**
 * The signature as a light block: a `pre` whose documented types link to
 * their entries. Not a highlighted code block: the token spans, copy button
 * and icons of one per entry were most of an API page's weight.
 */
export function signatureBlock(symbol: PythonSymbol | ApiMember, context: RenderContext): string {
  const items = signatureParts(symbol, (expression) => linkType(expression, context));
  const body = items.map((item) => ('line' in item ? `<span className="api-arg">${jsxParts(item.line)}</span>` : jsxParts([item]))).join('');
  const pre = `<pre className="api-signature"><code>${body}</code></pre>`;
  const lines = items.filter((item) => 'line' in item).length;
  const params = symbol.params?.length ?? 0;
  if (lines <= SIGNATURE_LINES_SHOWN + 2) {
    return pre;
  }
  // A native disclosure: it opens without JavaScript, so it works on the static
  // pages too; the stylesheet hides the lines past the first few while it is closed.
  const more = `<details className="api-signature__more"><summary>${jsxText(`Show all ${params} parameters`)}</summary></details>`;
  return `<div className="api-signature-long">${pre}${more}</div>`;
}

function linkType(expression: string, context: RenderContext): SignaturePart[] {
  return linkTypeExpression(expression, context.index, context.modules).map((part) =>
    part.target ? {text: part.text, href: entryHref(part.target, context)} : {text: part.text},
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
    .map((part) => (part.target ? `[${code(part.text)}](${entryHref(part.target, context)})` : code(breakable(part.text))))
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
