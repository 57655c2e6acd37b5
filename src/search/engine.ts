import MiniSearch, {type Options, type SearchResult} from 'minisearch';
import {compactRecords, expandRecord} from './compact';
import type {SearchIndexFile, SearchRecord} from './record';
import {indexTerm, looksLikeIdentifier, normalizeTerm, tokenize} from './tokenize';

interface IndexedFields {
  id: number;
  title: string;
  heading: string;
  content: string;
}

/** MiniSearch options shared by the build (indexing) and the browser (loading). */
export const MINISEARCH_OPTIONS: Options<IndexedFields> = {
  fields: ['title', 'heading', 'content'],
  storeFields: [],
  tokenize,
  processTerm: (term) => indexTerm(term),
};

export function indexedFields(record: SearchRecord, id: number): IndexedFields {
  const {hierarchy} = record;
  const heading = [hierarchy.lvl6, hierarchy.lvl5, hierarchy.lvl4, hierarchy.lvl3, hierarchy.lvl2].find((value) => value !== null) ?? '';
  return {id, title: hierarchy.lvl1 ?? '', heading, content: record.content ?? ''};
}

/** Builds the serialized index at build time. */
export function buildIndex(records: SearchRecord[]): SearchIndexFile {
  const miniSearch = new MiniSearch<IndexedFields>(MINISEARCH_OPTIONS);
  miniSearch.addAll(records.map(indexedFields));
  return {version: 2, records: compactRecords(records), index: miniSearch.toJSON()};
}

/** Below this many records matching every word, records matching some words are added. */
const FEW_RESULTS = 10;
const PARTIAL_MATCH_WEIGHT = 0.4;

const TYPE_BONUS: Record<SearchRecord['type'], number> = {lvl1: 2, lvl2: 1.5, lvl3: 1.3, lvl4: 1.15, lvl5: 1.1, lvl6: 1.1, content: 1};

export interface EngineHit {
  record: SearchRecord;
  score: number;
  /** Index terms that matched, for highlighting. */
  terms: string[];
  /** The query as typed, for highlighting. */
  query: string;
}

/** A reference heading as a symbol name: `@asset` and `asset()` are both `asset`. */
function symbolName(heading: string): string {
  return normalizeTerm(heading.replace(/^@/, '').replace(/\(\)$/, '').trim());
}

/** The embedded search engine over a loaded index file. */
export class SearchEngine {
  private readonly miniSearch: MiniSearch<IndexedFields>;

  constructor(private readonly file: SearchIndexFile) {
    this.miniSearch = MiniSearch.loadJS(file.index as Parameters<typeof MiniSearch.loadJS>[0], MINISEARCH_OPTIONS);
  }

  get size(): number {
    return this.file.records.records.length;
  }

  search(query: string): EngineHit[] {
    const trimmed = query.trim();
    if (trimmed === '') return [];
    const queryTerms = tokenize(trimmed)
      .map(indexTerm)
      .filter((term): term is string => term !== null);
    const lastTerm = queryTerms[queryTerms.length - 1];
    const options = {
      boost: {title: 4, heading: 2.5, content: 1},
      prefix: (term: string) => term === lastTerm && term.length >= 2,
      fuzzy: (term: string) => (term.length >= 5 && !/[._]/.test(term) ? 0.2 : false),
      weights: {fuzzy: 0.35, prefix: 0.6},
    };
    let results: SearchResult[] = this.miniSearch.search(trimmed, {...options, combineWith: 'AND'});
    if (results.length < FEW_RESULTS) {
      // A long question rarely has every word in one record: after the few
      // records that do, offer the ones that match most of it, ranked lower.
      const matched = new Set(results.map((result) => result.id));
      const partial = this.miniSearch
        .search(trimmed, {...options, combineWith: 'OR'})
        .filter((result) => !matched.has(result.id))
        .map((result) => ({...result, score: result.score * PARTIAL_MATCH_WEIGHT}));
      results = [...results, ...partial];
    }
    const symbolQuery = looksLikeIdentifier(trimmed);
    const exactSymbol = symbolQuery ? symbolName(trimmed.replace(/^(dg|dagster)\./, '')) : null;
    return results
      .map((result) => {
        const record = expandRecord(this.file.records, result.id as number);
        const {pageRank, level} = record.weight;
        // Every record of a page shares its title, so a title match alone would
        // rank the page's paragraphs above the page itself; headings get a lift.
        let score = result.score * (1 + pageRank / 200) * (1 + level / 400) * TYPE_BONUS[record.type];
        const isReference = record.hierarchy.lvl0 === 'API';
        if (symbolQuery) {
          const {lvl1, lvl2, lvl3, lvl4} = record.hierarchy;
          if (isReference) {
            // The entry of the symbol itself wins; other reference entries that
            // merely mention it must not crowd the guides out of the top results.
            const isEntry = [lvl2, lvl3, lvl4].some((heading) => heading !== null && symbolName(heading) === exactSymbol);
            score *= isEntry ? 3 : 0.4;
          } else {
            const namesSymbol = [lvl2, lvl3, lvl1]
              .filter((value): value is string => value !== null)
              .some((value) => normalizeTerm(value) === exactSymbol || value.toLowerCase().includes(exactSymbol ?? ''));
            if (namesSymbol) score *= 1.5;
          }
        } else if (isReference) {
          // Reference entries repeat every word of a task ("schedule", "job",
          // "table") in their descriptions; a question in words wants a guide.
          score *= 0.5;
        }
        return {record, score, terms: result.terms, query: trimmed};
      })
      .sort((a, b) => b.score - a.score || a.record.weight.position - b.record.weight.position);
  }
}
