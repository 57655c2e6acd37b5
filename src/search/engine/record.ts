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
  /** `headings`: titles and headings only (the first tier); `full` (or absent): every record. */
  tier?: 'headings' | 'full';
  records: CompactRecords;
  /** MiniSearch's serialized index over the records (by position in `records.records`). */
  index: unknown;
}

/** Every record in one file, at a fixed path: read by `npm run search:upload` and the tests (never by the browser). */
export const SEARCH_INDEX_PATH = 'search-index.json';

/** Where the browser fetches the sharded index: a directory unique to the build under /assets/, cached for a year. */
export const SEARCH_TIERS_DIR = 'assets/search';

/** The index of one build, relative to the site's base URL (the search-index plugin's global data). */
export interface SearchTierFiles {
  /** The build's meta file (shard keys, record groups, global statistics). */
  meta: string;
}

/** Written next to the index: the search mode and the origins the browser connects to. */
export const SEARCH_CONFIG_PATH = 'search-config.json';
