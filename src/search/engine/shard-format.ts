/**
 * The sharded index as shipped: one small meta file (global statistics, shard
 * keys, record groups), term shards keyed by prefix, and record groups. A query
 * fetches the meta once, then only the shards of its own terms and the record
 * groups of the hits it shows. Shared by the build (shard-build.ts), the
 * browser (sharded-search.ts) and Node (node-search.ts).
 */
import type {CompactRecords} from './compact';

export const SHARD_FORMAT_VERSION = 1;

/** [fieldId, doc id deltas, frequencies (omitted when all are 1)], as in pack.ts */
export type PackedField = [number, number[]] | [number, number[], number[]];

export interface ShardMeta {
  v: typeof SHARD_FORMAT_VERSION;
  /** Unique to the build: a tab that holds another build's meta must not mix its files with this one's. */
  build: string;
  /** Where this build's shard and group files are, relative to the site's base URL (ends with /). */
  dir: string;
  documentCount: number;
  averageFieldLength: number[];
  fieldIds: Record<string, number>;
  serializationVersion: number;
  /** Shard keys, sorted. A term lives in the longest key it starts with. */
  keys: string[];
  /** Per key, the shard file holding it (delta-encoded; neighbouring small keys share one): shard `i` is `${dir}s${i}.json`. */
  keyFiles: number[];
  /** First doc id of each record group, delta-encoded: group `i` is `${dir}g${i}.json`. */
  groups: number[];
  /** First doc id of each page, delta-encoded (a page's records are consecutive). */
  pageStarts: number[];
  /** Per page: its section (index into `sections`). */
  pageSection: number[];
  /** Per page: how many words its URL slug has (for the slug bonus). */
  pageSlugWords: number[];
  /** [lvl0 name, pageRank] */
  sections: Array<[string, number]>;
}

/**
 * The docs a shard's postings reference, by column (a column of like numbers
 * compresses far better than rows): doc id deltas, the three field lengths,
 * type depth (0 = content), level, and how far each doc is from the first doc
 * of its URL (page and anchor).
 */
export interface ShardDocs {
  ids: number[];
  title: number[];
  heading: number[];
  content: number[];
  depth: number[];
  level: number[];
  urlOffset: number[];
}

export interface ShardFile {
  v: typeof SHARD_FORMAT_VERSION;
  /** The keys whose terms this file holds. */
  keys: string[];
  docs: ShardDocs;
  /** MiniSearch postings of the terms in this shard. */
  terms: Array<[string, ...PackedField[]]>;
  /** Reference entries by symbol name (`asset`, `assetspec`): doc id deltas of every record under that heading. */
  symbols: Array<[string, number[]]>;
  /** URL slug words: page id deltas of the pages whose last URL segment has that word. */
  slugs: Array<[string, number[]]>;
}

export interface GroupFile {
  v: typeof SHARD_FORMAT_VERSION;
  /** Doc id of the first record. */
  first: number;
  records: CompactRecords;
}

export {SHARD_META_PATH} from '../client/search-status';

export const shardUrl = (meta: ShardMeta, index: number) => `${meta.dir}s${index}.json`;
export const groupUrl = (meta: ShardMeta, index: number) => `${meta.dir}g${index}.json`;

export function undelta(deltas: number[]): number[] {
  const out = new Array<number>(deltas.length);
  let value = 0;
  deltas.forEach((delta, index) => {
    value = index === 0 ? delta : value + delta;
    out[index] = value;
  });
  return out;
}

export function delta(values: number[]): number[] {
  return values.map((value, index) => (index === 0 ? value : value - values[index - 1]!));
}

/** The index of the last entry of a sorted array that is ≤ value (binary search). */
export function lastAtOrBelow(sorted: number[], value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (sorted[middle]! <= value) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The shards a query term needs: its home shard (the longest key it starts
 * with: exact and fuzzy matches live there), and with prefix search every
 * shard whose key starts with the term (its longer forms).
 */
export function shardsForTerm(keys: string[], term: string, prefix: boolean): number[] {
  const needed = new Set<number>();
  let home = -1;
  keys.forEach((key, index) => {
    if (term.startsWith(key) && (home === -1 || key.length > keys[home]!.length)) home = index;
    if (prefix && key.length > term.length && key.startsWith(term)) needed.add(index);
  });
  if (home !== -1) needed.add(home);
  return [...needed];
}

/**
 * Where a misspelt term's right spelling may live when its home shard has
 * nothing starting with it: the shards under its home key less one character
 * (never shorter than two), so a typo past the first letters of a word is
 * still found ("partiton" → partition, "manger" → manager).
 */
export function shardsNear(keys: string[], term: string): number[] {
  const home = shardsForTerm(keys, term, false)[0];
  if (home === undefined) return [];
  const stem = term.slice(0, Math.max(2, keys[home]!.length - 1));
  const near: number[] = [];
  keys.forEach((key, index) => {
    if (key.startsWith(stem) || (stem.startsWith(key) && key.length >= 2)) near.push(index);
  });
  return near;
}

/** Rejects a file that is not what this code reads (a malformed file is reported, not half-used). */
export function checkMeta(value: unknown): ShardMeta {
  const meta = value as Partial<ShardMeta> | null;
  if (
    typeof meta !== 'object' ||
    meta === null ||
    meta.v !== SHARD_FORMAT_VERSION ||
    typeof meta.build !== 'string' ||
    typeof meta.dir !== 'string' ||
    typeof meta.documentCount !== 'number' ||
    !Array.isArray(meta.keys) ||
    !Array.isArray(meta.keyFiles) ||
    meta.keyFiles.length !== meta.keys.length ||
    !Array.isArray(meta.groups) ||
    !Array.isArray(meta.pageStarts) ||
    !Array.isArray(meta.pageSection) ||
    !Array.isArray(meta.pageSlugWords) ||
    !Array.isArray(meta.sections) ||
    !Array.isArray(meta.averageFieldLength)
  ) {
    throw new Error('The search meta file is malformed');
  }
  return meta as ShardMeta;
}

export function checkShard(value: unknown): ShardFile {
  const shard = value as Partial<ShardFile> | null;
  if (typeof shard !== 'object' || shard === null || shard.v !== SHARD_FORMAT_VERSION || typeof shard.docs !== 'object' || shard.docs === null || !['ids', 'title', 'heading', 'content', 'depth', 'level', 'urlOffset'].every((column) => Array.isArray((shard.docs as unknown as Record<string, unknown>)[column]) && (shard.docs as unknown as Record<string, unknown[]>)[column]!.length === shard.docs!.ids.length) || !Array.isArray(shard.terms) || !Array.isArray(shard.symbols) || !Array.isArray(shard.slugs)) {
    throw new Error('A search shard file is malformed');
  }
  return shard as ShardFile;
}

export function checkGroup(value: unknown): GroupFile {
  const group = value as Partial<GroupFile> | null;
  const records = group?.records;
  if (typeof group !== 'object' || group === null || group.v !== SHARD_FORMAT_VERSION || typeof group.first !== 'number' || !records || !Array.isArray(records.pages) || !Array.isArray(records.strings) || !Array.isArray(records.records)) {
    throw new Error('A search record group file is malformed');
  }
  return group as GroupFile;
}
