/**
 * Builds the sharded index from the records (at build time, and in the bench
 * for the synthetic site). Terms are grouped by prefix: a group larger than the
 * shard budget is split by one more character, so every shard stays small
 * whatever the size of the site, and a query term's shards are found from the
 * key list alone.
 */
import MiniSearch from 'minisearch';
import {compactRecords} from '../engine/compact';
import {indexedFields, MINISEARCH_OPTIONS, slugWords, symbolName} from '../engine/whole-index-engine';
import {packIndex} from '../engine/pack';
import type {SearchRecord} from '../engine/record';
import {delta, SHARD_FORMAT_VERSION, type GroupFile, type PackedField, type ShardDocs, type ShardFile, type ShardMeta} from '../engine/shard-format';

export interface ShardBudget {
  /** A term group whose JSON is larger than this is split by one more character. */
  shardBytes: number;
  /** Records are cut into groups of about this many bytes of JSON. */
  groupBytes: number;
}

export const DEFAULT_BUDGET: ShardBudget = {shardBytes: 24_000, groupBytes: 6_000};

export interface ShardedIndexFiles {
  meta: ShardMeta;
  shards: ShardFile[];
  groups: GroupFile[];
}

interface TermEntry {
  term: string;
  fields?: PackedField[];
  symbolDocs?: number[];
  slugPages?: number[];
  /** Its share of a shard's JSON, doc table included (an estimate for splitting). */
  bytes: number;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Splits sorted terms into prefix groups of at most `budget` bytes (a single term larger than that gets a shard of its own). */
export function partitionByPrefix(entries: Array<{term: string; bytes: number}>, budget: number): Map<string, number[]> {
  const shards = new Map<string, number[]>();
  const place = (indexes: number[], depth: number) => {
    const byKey = new Map<string, number[]>();
    for (const index of indexes) pushTo(byKey, entries[index]!.term.slice(0, depth), index);
    for (const [key, members] of byKey) {
      const size = members.reduce((sum, index) => sum + entries[index]!.bytes, 0);
      const longer = members.filter((index) => entries[index]!.term.length > depth);
      if (size <= budget || longer.length === 0) {
        shards.set(key, members);
        continue;
      }
      // Terms equal to the key stay in the key's own shard; longer ones go one character deeper.
      const own = members.filter((index) => entries[index]!.term.length <= depth);
      if (own.length > 0) shards.set(key, own);
      place(longer, depth + 1);
    }
  };
  place(
    entries.map((_, index) => index),
    1,
  );
  return shards;
}

function checkConsecutivePages(records: SearchRecord[]): void {
  const seen = new Set<string>();
  let previous = '';
  records.forEach((record, index) => {
    const page = record.url.split('#')[0]!;
    if (page === previous) return;
    if (seen.has(page)) throw new Error(`search index: the records of ${page} are not consecutive (record ${index}); the sharded index needs each page's records together`);
    seen.add(page);
    previous = page;
  });
}

export function buildShardedIndex(records: SearchRecord[], build: string, dir: string, budget: ShardBudget = DEFAULT_BUDGET): ShardedIndexFiles {
  if (records.length === 0) throw new Error('search index: no records to index');
  checkConsecutivePages(records);
  const miniSearch = new MiniSearch(MINISEARCH_OPTIONS);
  miniSearch.addAll(records.map(indexedFields));
  const packed = packIndex(miniSearch.toJSON() as unknown as Parameters<typeof packIndex>[0]);

  // Pages and sections.
  const pageStarts: number[] = [];
  const pageOfDoc: number[] = [];
  const pageSection: number[] = [];
  const pageSlugWords: number[] = [];
  const sections: Array<[string, number]> = [];
  const slugPages = new Map<string, number[]>();
  records.forEach((record, doc) => {
    const page = record.url.split('#')[0]!;
    const previous = doc === 0 ? null : records[doc - 1]!.url.split('#')[0];
    if (page !== previous) {
      const pageId = pageStarts.length;
      pageStarts.push(doc);
      const lvl0 = record.hierarchy.lvl0 ?? '';
      let section = sections.findIndex(([name, rank]) => name === lvl0 && rank === record.weight.pageRank);
      if (section === -1) section = sections.push([lvl0, record.weight.pageRank]) - 1;
      pageSection.push(section);
      const words = slugWords(page);
      pageSlugWords.push(words.length);
      // A word twice in a slug counts twice (as in slugBonus): its page is listed twice.
      for (const word of words) pushTo(slugPages, word, pageId);
    }
    pageOfDoc.push(pageStarts.length - 1);
  });

  // Reference entries by symbol name: every record under the entry's heading.
  const symbolDocs = new Map<string, number[]>();
  records.forEach((record, doc) => {
    if (record.hierarchy.lvl0 !== 'API') return;
    const {lvl2, lvl3, lvl4} = record.hierarchy;
    const names = new Set([lvl2, lvl3, lvl4].filter((heading): heading is string => heading !== null).map(symbolName));
    for (const name of names) pushTo(symbolDocs, name, doc);
  });

  // The first record of each URL (page and anchor): distinct results and the text under a heading.
  const urlStart: number[] = [];
  records.forEach((record, doc) => {
    urlStart.push(doc > 0 && records[doc - 1]!.url === record.url ? urlStart[doc - 1]! : doc);
  });
  const shardDocs = (docs: number[]): ShardDocs => {
    const columns: ShardDocs = {ids: delta(docs), title: [], heading: [], content: [], depth: [], level: [], urlOffset: []};
    for (const doc of docs) {
      const record = records[doc]!;
      const lengths = packed.fieldLength[doc]!;
      columns.title.push(lengths[0] ?? 0);
      columns.heading.push(lengths[1] ?? 0);
      columns.content.push(lengths[2] ?? 0);
      columns.depth.push(record.type === 'content' ? 0 : Number(record.type.slice(3)));
      columns.level.push(record.weight.level);
      columns.urlOffset.push(doc - urlStart[doc]!);
    }
    return columns;
  };

  // Every term with what the shards carry for it.
  const entries = new Map<string, TermEntry>();
  const entry = (term: string) => {
    let found = entries.get(term);
    if (!found) {
      found = {term, bytes: term.length + 8};
      entries.set(term, found);
    }
    return found;
  };
  for (const [term, ...fields] of packed.terms) {
    const found = entry(term);
    found.fields = fields;
    // Postings, plus about one doc table row per posting (shared rows make this an overestimate).
    found.bytes += fields.reduce((sum, field) => sum + JSON.stringify(field).length + field[1].length * 14, 0);
  }
  for (const [name, docs] of symbolDocs) {
    const found = entry(name);
    found.symbolDocs = docs;
    found.bytes += JSON.stringify(delta(docs)).length + name.length;
  }
  for (const [word, pages] of slugPages) {
    const found = entry(word);
    found.slugPages = pages;
    found.bytes += JSON.stringify(delta(pages)).length + word.length;
  }
  const sorted = [...entries.values()].sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  const partition = [...partitionByPrefix(sorted, budget.shardBytes)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

  // Neighbouring small key groups share a file (fewer requests per query; sizes stay within the budget).
  const packedFiles: Array<{keys: string[]; members: number[]; bytes: number}> = [];
  for (const [key, members] of partition) {
    const bytes = members.reduce((sum, index) => sum + sorted[index]!.bytes, 0);
    const last = packedFiles[packedFiles.length - 1];
    if (last && last.bytes + bytes <= budget.shardBytes) {
      last.keys.push(key);
      last.members.push(...members);
      last.bytes += bytes;
    } else {
      packedFiles.push({keys: [key], members: [...members], bytes});
    }
  }
  const keyFiles = packedFiles.flatMap((file, index) => file.keys.map(() => index));

  const shards = packedFiles.map(({keys, members}): ShardFile => {
    const terms: ShardFile['terms'] = [];
    const symbols: ShardFile['symbols'] = [];
    const slugs: ShardFile['slugs'] = [];
    const docs = new Set<number>();
    for (const index of members) {
      const found = sorted[index]!;
      if (found.fields) {
        terms.push([found.term, ...found.fields]);
        for (const [, deltas] of found.fields) {
          let doc = 0;
          deltas.forEach((step, position) => {
            doc = position === 0 ? step : doc + step;
            docs.add(doc);
          });
        }
      }
      if (found.symbolDocs) symbols.push([found.term, delta(found.symbolDocs)]);
      if (found.slugPages) slugs.push([found.term, delta(found.slugPages)]);
    }
    const docList = [...docs].sort((a, b) => a - b);
    return {v: SHARD_FORMAT_VERSION, keys, docs: shardDocs(docList), terms, symbols, slugs};
  });

  // Record groups: consecutive records up to the group budget.
  const groups: GroupFile[] = [];
  let first = 0;
  let size = 0;
  records.forEach((record, doc) => {
    size += JSON.stringify(record.content ?? '').length + 40;
    const last = doc === records.length - 1;
    if (size >= budget.groupBytes || last) {
      const slice = records.slice(first, doc + 1);
      groups.push({v: SHARD_FORMAT_VERSION, first, records: compactRecords(slice)});
      first = doc + 1;
      size = 0;
    }
  });

  const meta: ShardMeta = {
    v: SHARD_FORMAT_VERSION,
    build,
    dir,
    documentCount: packed.documentCount,
    averageFieldLength: packed.averageFieldLength,
    fieldIds: packed.fieldIds,
    serializationVersion: packed.serializationVersion,
    keys: partition.map(([key]) => key),
    keyFiles: delta(keyFiles),
    groups: delta(groups.map((group) => group.first)),
    pageStarts: delta(pageStarts),
    pageSection,
    pageSlugWords,
    sections,
  };
  if (pageOfDoc.length !== records.length) throw new Error('search index: a record has no page');
  return {meta, shards, groups};
}
