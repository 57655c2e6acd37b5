import fs from 'node:fs';
import {applyPatterns} from './patterns';
import type {RedirectTable} from './table';

/** Where an old address ends up: the table first, then a prefix rule, whose result the table may move once more (as nginx does). */
export function resolveOldAddress(address: string, table: RedirectTable): string | undefined {
  const first = table.redirects.get(address) ?? applyPatterns(address, table.patterns);
  if (first === undefined) return undefined;
  return table.redirects.get(first) ?? first;
}

/** The list of old addresses in `redirects/old-addresses.txt`: one path a line, `#` comments. */
export function readOldAddresses(file: string): string[] {
  const addresses = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const malformed = addresses.filter((address) => !/^\/[\w./-]*$/.test(address));
  if (malformed.length > 0) throw new Error(`${file}: not paths: ${malformed.join(', ')}`);
  return addresses;
}
