import type {ApiMember, Parameter, PythonSymbol} from './schema';

/** Lines longer than this are broken into one parameter per line, as formatters do. */
const MAX_LINE = 88;

/**
 * The signature of a symbol as Python source: built from the same parameter
 * list as the parameter table, so the two can never disagree.
 */
export function formatSignature(symbol: PythonSymbol | ApiMember): string {
  const name = symbol.path;
  switch (symbol.kind) {
    case 'property':
    case 'attribute':
    case 'constant':
      return symbol.type ? `${name}: ${symbol.type}` : name;
    case 'enum':
    case 'exception':
    case 'class': {
      const keyword = symbol.kind === 'exception' ? 'exception' : 'class';
      // Base classes get their own "Bases:" line with links, so parentheses
      // in a signature always mean constructor parameters.
      if (symbol.params === undefined) {
        return `${keyword} ${name}`;
      }
      return call(`${keyword} ${name}`, symbol.params, undefined);
    }
    default: {
      const prefix = symbol.kind === 'decorator' ? '@' : symbol.kind === 'classmethod' ? '@classmethod\n' : symbol.kind === 'staticmethod' ? '@staticmethod\n' : '';
      return prefix + call(name, symbol.params ?? [], symbol.returns?.type);
    }
  }
}

function call(name: string, params: Parameter[], returns: string | undefined): string {
  const parts = withSeparators(params);
  const suffix = returns ? ` -> ${returns}` : '';
  const oneLine = `${name}(${parts.join(', ')})${suffix}`;
  const lastLine = oneLine.slice(oneLine.lastIndexOf('\n') + 1);
  if (lastLine.length <= MAX_LINE || parts.length === 0) {
    return oneLine;
  }
  return `${name}(\n${parts.map((part) => `    ${part},`).join('\n')}\n)${suffix}`;
}

/** Parameters as source, with `/` after positional-only ones and `*` before keyword-only ones. */
export function withSeparators(params: Parameter[]): string[] {
  const parts: string[] = [];
  let starred = false;
  params.forEach((param, position) => {
    if (param.kind === 'keyword_only' && !starred) {
      parts.push('*');
      starred = true;
    }
    if (param.kind === 'var_positional') {
      starred = true;
    }
    parts.push(formatParam(param));
    const next = params[position + 1];
    if (param.kind === 'positional_only' && next?.kind !== 'positional_only') {
      parts.push('/');
    }
  });
  return parts;
}

function formatParam(param: Parameter): string {
  const prefix = param.kind === 'var_positional' ? '*' : param.kind === 'var_keyword' ? '**' : '';
  const annotated = param.type ? `${prefix}${param.name}: ${param.type}` : `${prefix}${param.name}`;
  if (param.default === undefined) {
    return annotated;
  }
  return param.type ? `${annotated} = ${param.default}` : `${annotated}=${param.default}`;
}
