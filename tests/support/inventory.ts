import fs from 'node:fs';
import path from 'node:path';

/**
 * The inventory files the tests read (routes and API symbols per page), copied from the
 * project's shared inventory so a clean clone can run every test on its own.
 */
export const INVENTORY = path.resolve(__dirname, '..', 'fixtures', 'inventory');

/** Rows of an inventory TSV file, keyed by its header. */
export function tsv(file: string): Record<string, string>[] {
  const [header, ...rows] = fs.readFileSync(path.join(INVENTORY, file), 'utf8').trim().split('\n');
  const columns = header!.split('\t');
  return rows.map((row) => Object.fromEntries(row.split('\t').map((cell, position) => [columns[position], cell])));
}

/** The anchor api-core.tsv implies for a listed symbol. */
export function expectedAnchor(symbol: string, kind: string): string {
  if (kind === 'cli-command') return symbol.replace(/ /g, '-');
  if (kind === 'rest-endpoint') return symbol;
  return `dagster.${symbol}`;
}

/**
 * True when `anchor` documents the api-core.tsv symbol. A few symbols are not exported from the
 * top-level package, so their anchor is their real import path inside `dagster`
 * (ForkedPdb lives in dagster._utils.forked_pdb).
 */
export function isAnchorOf(anchor: string, symbol: string, kind: string): boolean {
  if (anchor === expectedAnchor(symbol, kind)) return true;
  if (kind === 'cli-command' || kind === 'rest-endpoint' || !anchor.endsWith(`.${symbol}`)) return false;
  return /^dagster(\.[a-z_][a-z0-9_]*)+$/.test(anchor.slice(0, -(symbol.length + 1)));
}
