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

/**
 * Symbols api-core.tsv lists (it was gathered from several Sphinx builds) that
 * Dagster 1.10.11 does not have, with the evidence. The site leaves them out,
 * and the tests check that it does.
 */
export const NOT_IN_1_10_11: Readonly<Record<string, string>> = {
  'execution#build_asset_check_context': 'introduced in 1.10.19 (CHANGES.md)',
  'types#dagster_type_materializer': 'type materializers are gone from the 1.10 API (generated 1.10 reference, March 2025)',
  'types#DagsterTypeMaterializer': 'type materializers are gone from the 1.10 API (generated 1.10 reference, March 2025)',
};

/** The key of an api-core.tsv row in NOT_IN_1_10_11. */
export const inventoryKey = (row: Record<string, string>): string => `${row.route!.split('/').pop()}#${row.symbol}`;

/** api-core.tsv without the symbols 1.10.11 does not have. */
export function coreSymbolsOf1_10_11(): Record<string, string>[] {
  return tsv('api-core.tsv').filter((row) => !(inventoryKey(row) in NOT_IN_1_10_11));
}
