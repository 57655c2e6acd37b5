import {LEVELS, type Hierarchy, type RecordType, type SearchRecord} from './record';

/**
 * The shipped form of the records: page data and heading texts are stored
 * once and referenced by number, instead of repeating the whole hierarchy in
 * every record (five times smaller on real pages).
 */
export interface CompactRecords {
  /** [url, lvl0, lvl1, pageRank] */
  pages: Array<[string, string, string, number]>;
  strings: string[];
  /** [page, anchor, typeDepth (0 = content), lvl2..lvl6 string ids (-1 = none), content, level] */
  records: Array<[number, number, number, number, number, number, number, number, string | null, number]>;
}

export function compactRecords(records: SearchRecord[]): CompactRecords {
  const pages: CompactRecords['pages'] = [];
  const pageIds = new Map<string, number>();
  const strings: string[] = [];
  const stringIds = new Map<string, number>();
  const stringId = (value: string | null): number => {
    if (value === null || value === '') return -1;
    let id = stringIds.get(value);
    if (id === undefined) {
      id = strings.length;
      strings.push(value);
      stringIds.set(value, id);
    }
    return id;
  };
  const compact = records.map((record): CompactRecords['records'][number] => {
    const [pageUrl, anchor = ''] = record.url.split('#') as [string, string?];
    let page = pageIds.get(pageUrl);
    if (page === undefined) {
      page = pages.length;
      pages.push([pageUrl, record.hierarchy.lvl0 ?? '', record.hierarchy.lvl1 ?? '', record.weight.pageRank]);
      pageIds.set(pageUrl, page);
    }
    const depth = record.type === 'content' ? 0 : Number(record.type.slice(3));
    const {lvl2, lvl3, lvl4, lvl5, lvl6} = record.hierarchy;
    return [page, stringId(anchor), depth, stringId(lvl2), stringId(lvl3), stringId(lvl4), stringId(lvl5), stringId(lvl6), record.content, record.weight.level];
  });
  return {pages, strings, records: compact};
}

/** Rebuilds record `index` in DocSearch's format. */
export function expandRecord(data: CompactRecords, index: number): SearchRecord {
  const [page, anchor, depth, ...rest] = data.records[index]!;
  const [url, lvl0, lvl1, pageRank] = data.pages[page]!;
  const headingIds = rest.slice(0, 5) as number[];
  const content = rest[5] as string | null;
  const level = rest[6] as number;
  const text = (id: number) => (id >= 0 ? data.strings[id]! : null);
  const hierarchy = {lvl0, lvl1} as Hierarchy;
  headingIds.forEach((id, offset) => {
    hierarchy[LEVELS[offset + 2]!] = text(id);
  });
  const anchorText = text(anchor);
  return {
    objectID: String(index),
    url: anchorText ? `${url}#${anchorText}` : url,
    type: (depth === 0 ? 'content' : `lvl${depth}`) as RecordType,
    hierarchy,
    content,
    weight: {pageRank, level, position: index},
  };
}
