import type {ApiSymbol, CliCommand, CliSubcommand, PythonSymbol, RestEndpoint, SymbolRef} from './schema';

export function isRef(symbol: ApiSymbol): symbol is SymbolRef {
  return 'ref' in symbol;
}

export function isCli(symbol: ApiSymbol): symbol is CliCommand {
  return !isRef(symbol) && symbol.kind === 'cli-command';
}

export function isRest(symbol: ApiSymbol): symbol is RestEndpoint {
  return !isRef(symbol) && symbol.kind === 'rest-endpoint';
}

export function isPython(symbol: ApiSymbol): symbol is PythonSymbol {
  return !isRef(symbol) && !isCli(symbol) && !isRest(symbol);
}

/** `dagster asset materialize` → `dagster-asset-materialize`. */
export function cliAnchor(command: CliCommand | CliSubcommand): string {
  return command.command.replace(/ /g, '-');
}

/** The heading id of a symbol entry on its page. */
export function anchorOf(symbol: ApiSymbol): string {
  if (isRef(symbol)) {
    return symbol.ref;
  }
  if (isCli(symbol)) {
    return cliAnchor(symbol);
  }
  if (isRest(symbol)) {
    return symbol.id;
  }
  return (symbol as PythonSymbol).path;
}

/** Last segment of a dotted path: the name a reader types. */
export function shortName(pythonPath: string): string {
  return pythonPath.slice(pythonPath.lastIndexOf('.') + 1);
}
