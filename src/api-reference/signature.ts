import type {ApiMember, Parameter, PythonSymbol} from './schema';

/**
 * A signature longer than this on one line is broken into one parameter per
 * line: about what fits a desktop column in code font, and far easier to
 * scan than a wrapped line.
 */
const MAX_LINE = 80;

/** A piece of a signature: plain source text, or a type name that links to its entry. */
export interface SignaturePart {
  text: string;
  href?: string;
}

/**
 * One parameter's line of a signature broken one parameter per line (its
 * indent, text and trailing comma and newline): the page wraps such a line
 * with a hanging indent on a narrow screen.
 */
export interface SignatureLine {
  line: SignaturePart[];
}

export type SignatureItem = SignaturePart | SignatureLine;

/** Splits a type expression into parts; the default links nothing. */
export type TypeLinker = (expression: string) => SignaturePart[];

const plainType: TypeLinker = (expression) => [{text: expression}];

/**
 * The signature of a symbol as Python source: built from the same parameter
 * list as the parameter list below it, so the two can never disagree.
 */
export function formatSignature(symbol: PythonSymbol | ApiMember): string {
  return signatureParts(symbol)
    .flatMap((item) => ('line' in item ? item.line : [item]))
    .map((part) => part.text)
    .join('');
}

/** The signature as parts, with every type passed through `linkType` so documented types can link. */
export function signatureParts(symbol: PythonSymbol | ApiMember, linkType: TypeLinker = plainType): SignatureItem[] {
  const name = symbol.path;
  switch (symbol.kind) {
    case 'property':
    case 'attribute':
    case 'constant':
      return symbol.type ? mergeParts([{text: `${name}: `}, ...linkType(symbol.type)]) : [{text: name}];
    case 'enum':
    case 'exception':
    case 'class': {
      const keyword = symbol.kind === 'exception' ? 'exception' : 'class';
      // Base classes get their own "Bases:" line with links, so parentheses
      // in a signature always mean constructor parameters.
      if (symbol.params === undefined) {
        return [{text: `${keyword} ${name}`}];
      }
      return call(`${keyword} ${name}`, symbol.params, undefined, linkType);
    }
    default: {
      const prefix = symbol.kind === 'decorator' ? '@' : symbol.kind === 'classmethod' ? '@classmethod\n' : symbol.kind === 'staticmethod' ? '@staticmethod\n' : '';
      return call(prefix + name, symbol.params ?? [], symbol.returns?.type, linkType);
    }
  }
}

function call(name: string, params: Parameter[], returns: string | undefined, linkType: TypeLinker): SignatureItem[] {
  const parts = withSeparators(params, linkType);
  const suffix: SignaturePart[] = returns ? [{text: ' -> '}, ...linkType(returns)] : [];
  const oneLine: SignaturePart[] = [{text: `${name}(`}, ...parts.flatMap((part, position) => (position === 0 ? part : [{text: ', '}, ...part])), {text: ')'}, ...suffix];
  const text = oneLine.map((part) => part.text).join('');
  const lastLine = text.slice(text.lastIndexOf('\n') + 1);
  if (lastLine.length <= MAX_LINE || parts.length === 0) {
    return mergeParts(oneLine);
  }
  return [{text: `${name}(\n`}, ...parts.map((part) => ({line: mergeParts([{text: '    '}, ...part, {text: ',\n'}])})), ...mergeParts([{text: ')'}, ...suffix])];
}

/** Parameters as source, with `/` after positional-only ones and `*` before keyword-only ones. */
export function withSeparators(params: Parameter[], linkType: TypeLinker = plainType): SignaturePart[][] {
  const parts: SignaturePart[][] = [];
  let starred = false;
  params.forEach((param, position) => {
    if (param.kind === 'keyword_only' && !starred) {
      parts.push([{text: '*'}]);
      starred = true;
    }
    if (param.kind === 'var_positional') {
      starred = true;
    }
    parts.push(formatParam(param, linkType));
    const next = params[position + 1];
    if (param.kind === 'positional_only' && next?.kind !== 'positional_only') {
      parts.push([{text: '/'}]);
    }
  });
  return parts;
}

function formatParam(param: Parameter, linkType: TypeLinker): SignaturePart[] {
  const prefix = param.kind === 'var_positional' ? '*' : param.kind === 'var_keyword' ? '**' : '';
  const annotated: SignaturePart[] = param.type ? [{text: `${prefix}${param.name}: `}, ...linkType(param.type)] : [{text: `${prefix}${param.name}`}];
  if (param.default === undefined) {
    return annotated;
  }
  return [...annotated, {text: param.type ? ` = ${param.default}` : `=${param.default}`}];
}

/** Joins neighbouring plain parts, so the page gets one text node where it can. */
export function mergeParts(parts: SignaturePart[]): SignaturePart[] {
  const merged: SignaturePart[] = [];
  for (const part of parts) {
    const last = merged[merged.length - 1];
    if (last && !last.href && !part.href) {
      last.text += part.text;
    } else if (part.text) {
      merged.push({...part});
    }
  }
  return merged;
}
