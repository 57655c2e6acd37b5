import type {CompactRecords} from './compact';

/** A search record in DocSearch's format, as stored in the embedded index. */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];
export type Hierarchy = Record<Level, string | null>;

export interface SearchRecord {
  objectID: string;
  url: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /** Ranking signals: section rank (higher first), heading depth, order in page. */
  weight: {pageRank: number; level: number; position: number};
}

/** The file the build writes and the browser fetches when a reader starts to search. */
export interface SearchIndexFile {
  version: 2;
  records: CompactRecords;
  /** MiniSearch's serialized index over the records (by position in `records.records`). */
  index: unknown;
}

export const SEARCH_INDEX_PATH = 'search-index.json';

/** Written next to the index: the search mode and the origins the browser connects to. */
export const SEARCH_CONFIG_PATH = 'search-config.json';
