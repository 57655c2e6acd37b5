/**
 * The sharded index as shipped: one small meta file (global statistics, shard
 * keys, record groups), term shards keyed by prefix, and record groups. A query
 * fetches the meta once, then only the shards of its own terms and the record
 * groups of the hits it shows. Shared by the build (shard-build.ts), the
 * browser (sharded-search.ts) and Node (node-search.ts).
 */
import type {CompactRecords} from './compact';

export const SHARD_FORMAT_VERSION = 2;

/** [fieldId, doc id deltas, frequencies (omitted when all are 1)], as in pack.ts */
export type PackedField = [number, number[]] | [number, number[], number[]];

/** The meta file as written: its keys front-coded (see encodeKeys). checkMeta reads it into a ShardMeta. */
export type ShardMetaFile = Omit<ShardMeta, 'keys'> & {keys: string};

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
  /** Shard keys, sorted. A term lives in the longest key it starts with. (Front-coded in the file.) */
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

/**
 * The sorted shard keys as one string, each key on a line as how many leading
 * characters it shares with the key before it (one base-36 digit) and the rest:
 * "sch", "sched", "schem" become "0sch\n3ed\n4m". Most keys share all but their last
 * character with the one before, so this is a third of the JSON array's gzip
 * size on a large site (20.8 → 6.9 KB at ten times this site).
 */
export function encodeKeys(keys: readonly string[]): string {
  let previous = '';
  return keys
    .map((key, index) => {
      if (key === '' || key.includes('\n')) throw new Error(`search index: shard key ${JSON.stringify(key)} cannot be front-coded`);
      if (index > 0 && key <= previous) throw new Error(`search index: shard keys are not sorted and distinct ("${previous}" before "${key}")`);
      let shared = 0;
      while (shared < previous.length && shared < key.length && previous[shared] === key[shared]) shared += 1;
      // One digit: keys are split a character at a time, far short of 36 deep.
      if (shared > 35) throw new Error(`search index: shard key "${key}" shares ${shared} characters with the one before; front coding holds at most 35`);
      previous = key;
      return `${shared.toString(36)}${key.slice(shared)}`;
    })
    .join('\n');
}

/** The keys encodeKeys wrote; throws on text it cannot have written. */
export function decodeKeys(text: string): string[] {
  const keys: string[] = [];
  let previous = '';
  for (const line of text.split('\n')) {
    const shared = parseInt(line.charAt(0), 36);
    const suffix = line.slice(1);
    if (Number.isNaN(shared) || shared > previous.length || suffix === '') throw new Error('The search meta file is malformed (its shard keys)');
    const key = previous.slice(0, shared) + suffix;
    if (keys.length > 0 && key <= previous) throw new Error('The search meta file is malformed (its shard keys are not sorted)');
    keys.push(key);
    previous = key;
  }
  return keys;
}

/** The meta as written to its file. */
export function metaFileOf(meta: ShardMeta): ShardMetaFile {
  return {...meta, keys: encodeKeys(meta.keys)};
}

/** Rejects a file that is not what this code reads (a malformed file is reported, not half-used), and decodes its keys. */
export function checkMeta(value: unknown): ShardMeta {
  const meta = value as Partial<ShardMetaFile> | null;
  if (
    typeof meta !== 'object' ||
    meta === null ||
    meta.v !== SHARD_FORMAT_VERSION ||
    typeof meta.build !== 'string' ||
    typeof meta.dir !== 'string' ||
    typeof meta.documentCount !== 'number' ||
    typeof meta.keys !== 'string' ||
    !Array.isArray(meta.keyFiles) ||
    !Array.isArray(meta.groups) ||
    !Array.isArray(meta.pageStarts) ||
    !Array.isArray(meta.pageSection) ||
    !Array.isArray(meta.pageSlugWords) ||
    !Array.isArray(meta.sections) ||
    !Array.isArray(meta.averageFieldLength)
  ) {
    throw new Error('The search meta file is malformed');
  }
  const keys = decodeKeys(meta.keys);
  if (meta.keyFiles!.length !== keys.length) throw new Error('The search meta file is malformed (a shard key without its file)');
  return {...(meta as ShardMetaFile), keys};
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
