import MiniSearch, {type Options, type SearchResult} from 'minisearch';
import {compactRecords, expandRecord} from './compact';
import {isPackedIndex, packIndex, unpackIndex} from './pack';
import type {SearchIndexFile, SearchRecord} from './record';
import {indexTerm, looksLikeIdentifier, normalizeTerm, tokenize} from './tokenize';

export interface IndexedFields {
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

/** The first tier indexes no content: its records are titles and headings only. */
const HEADINGS_OPTIONS: Options<IndexedFields> = {...MINISEARCH_OPTIONS, fields: ['title', 'heading']};

const optionsFor = (file: SearchIndexFile) => (file.tier === 'headings' ? HEADINGS_OPTIONS : MINISEARCH_OPTIONS);

type PlainIndex = Parameters<typeof MiniSearch.loadJS>[0];
const plainIndex = (file: SearchIndexFile): PlainIndex => (isPackedIndex(file.index) ? unpackIndex(file.index) : file.index) as PlainIndex;

export function indexedFields(record: SearchRecord, id: number): IndexedFields {
  const {hierarchy} = record;
  const heading = [hierarchy.lvl6, hierarchy.lvl5, hierarchy.lvl4, hierarchy.lvl3, hierarchy.lvl2].find((value) => value !== null) ?? '';
  return {id, title: hierarchy.lvl1 ?? '', heading, content: record.content ?? ''};
}

/** Builds the serialized index at build time: every record, content included. */
export function buildIndex(records: SearchRecord[]): SearchIndexFile {
  const miniSearch = new MiniSearch<IndexedFields>(MINISEARCH_OPTIONS);
  miniSearch.addAll(records.map(indexedFields));
  return {version: 2, tier: 'full', records: compactRecords(records), index: packIndex(miniSearch.toJSON() as unknown as Parameters<typeof packIndex>[0])};
}

/**
 * The first tier, small enough to answer the first keystrokes: page titles and
 * headings (the records the dialog shows as heading hits), no paragraph text.
 */
export function buildHeadingsIndex(records: SearchRecord[]): SearchIndexFile {
  const headings = records.filter((record) => record.type !== 'content');
  const miniSearch = new MiniSearch<IndexedFields>(HEADINGS_OPTIONS);
  miniSearch.addAll(headings.map(indexedFields));
  return {version: 2, tier: 'headings', records: compactRecords(headings), index: packIndex(miniSearch.toJSON() as unknown as Parameters<typeof packIndex>[0])};
}

/** Rejects a file that is not an index this code can read (a malformed tier is reported, not half-used). */
function checkIndexFile(file: SearchIndexFile): void {
  const records = (file as Partial<SearchIndexFile> | null)?.records;
  if (
    typeof file !== 'object' ||
    file === null ||
    file.version !== 2 ||
    !records ||
    !Array.isArray(records.pages) ||
    !Array.isArray(records.strings) ||
    !Array.isArray(records.records) ||
    typeof file.index !== 'object' ||
    file.index === null
  ) {
    throw new Error('The search index file is malformed');
  }
}

/** Below this many records matching every word, records matching some words are added. */
export const FEW_RESULTS = 10;
export const PARTIAL_MATCH_WEIGHT = 0.4;

export const TYPE_BONUS: Record<SearchRecord['type'], number> = {lvl1: 2, lvl2: 1.5, lvl3: 1.3, lvl4: 1.15, lvl5: 1.1, lvl6: 1.1, content: 1};

export interface EngineHit {
  record: SearchRecord;
  score: number;
  /** Index terms that matched, for highlighting. */
  terms: string[];
  /** The query as typed, for highlighting. */
  query: string;
}

/** The index terms of a query, in order (stop words dropped), as MiniSearch sees them. */
export function queryTermsOf(query: string): string[] {
  return tokenize(query)
    .map(indexTerm)
    .filter((term): term is string => term !== null);
}

/** Whether a query term also reaches its longer forms. */
export function prefixSearched(term: string, lastTerm: string | undefined): boolean {
  // The word being typed is a prefix; other words of four letters or more also reach their
  // longer forms ("install" → installing, "config" → configuration), at the prefix weight.
  return (term === lastTerm && term.length >= 2) || term.length >= 4;
}

/** MiniSearch's options for one query (the same for the whole index and for its shards). */
export function searchOptions(queryTerms: string[]) {
  const lastTerm = queryTerms[queryTerms.length - 1];
  return {
    boost: {title: 4, heading: 2.5, content: 1},
    prefix: (term: string) => prefixSearched(term, lastTerm),
    fuzzy: (term: string) => (term.length >= 5 && !/[._]/.test(term) ? 0.2 : false),
    weights: {fuzzy: 0.35, prefix: 0.6},
  };
}

/** Queries of this many distinct terms or more rarely have FEW_RESULTS records matching them all: one OR pass serves both steps. */
export const ONE_PASS_TERMS = 3;

/** Records matching every word; when they are few, those matching some words too, ranked lower. */
export function matchRecords(miniSearch: MiniSearch<IndexedFields>, query: string, options: ReturnType<typeof searchOptions>): SearchResult[] {
  const termCount = new Set(queryTermsOf(query)).size;
  if (termCount >= ONE_PASS_TERMS) {
    // A record that matches every distinct term scores the same under OR as under
    // AND (MiniSearch sums the terms' scores either way, times the number of terms
    // matched), so the AND results are the OR results that matched them all: one
    // pass over the index instead of two for a long question.
    const all: SearchResult[] = miniSearch.search(query, {...options, combineWith: 'OR'});
    const every = all.filter((result) => result.queryTerms.length === termCount);
    if (every.length >= FEW_RESULTS) return every;
    return [...every, ...all.filter((result) => result.queryTerms.length !== termCount).map((result) => ({...result, score: result.score * PARTIAL_MATCH_WEIGHT}))];
  }
  const results: SearchResult[] = miniSearch.search(query, {...options, combineWith: 'AND'});
  if (results.length >= FEW_RESULTS) return results;
  // A long question rarely has every word in one record: after the few
  // records that do, offer the ones that match most of it, ranked lower.
  const matched = new Set(results.map((result) => result.id));
  const partial = miniSearch
    .search(query, {...options, combineWith: 'OR'})
    .filter((result) => !matched.has(result.id))
    .map((result) => ({...result, score: result.score * PARTIAL_MATCH_WEIGHT}));
  return [...results, ...partial];
}

/**
 * A page's own hit (its title) goes right before the first hit of its
 * sections: a reader sees the page, then where in it, never the other way round.
 */
export function pageBeforeSections<T>(hits: T[], pageOf: (hit: T) => string | number, isPage: (hit: T) => boolean): T[] {
  const pageHit = new Map<string | number, T>();
  for (const hit of hits) if (isPage(hit) && !pageHit.has(pageOf(hit))) pageHit.set(pageOf(hit), hit);
  const placed = new Set<T>();
  const out: T[] = [];
  for (const hit of hits) {
    if (placed.has(hit)) continue;
    const own = pageHit.get(pageOf(hit));
    if (own !== undefined && !placed.has(own)) {
      out.push(own);
      placed.add(own);
    }
    if (!placed.has(hit)) {
      out.push(hit);
      placed.add(hit);
    }
  }
  return out;
}

/** A reference heading as a symbol name: `@asset` and `asset()` are both `asset`. */
export function symbolName(heading: string): string {
  return normalizeTerm(heading.replace(/^@/, '').replace(/\(\)$/, '').trim());
}

/** The words of a page's last URL segment: `/guides/operate/configuration/run-configuration` → run, configuration. */
export function slugWords(url: string): string[] {
  const segments = url.split('#')[0]!.split('/').filter(Boolean);
  return (segments[segments.length - 1] ?? '').split(/[-_]/).filter(Boolean).map(normalizeTerm);
}

/**
 * How well a page's address names the query: a URL slug is an author's
 * summary of the page, so "run config" finds /run-configuration before pages
 * that only mention both words, and "etl tutorial" prefers the shorter
 * /etl-pipeline-tutorial to /components-etl-pipeline-tutorial.
 */
function slugBonus(url: string, queryTerms: string[]): number {
  if (queryTerms.length === 0) return 1;
  const words = slugWords(url);
  if (words.length === 0) return 1;
  const meets = (word: string, term: string) => word === term || (term.length >= 4 && word.startsWith(term));
  const matchedTerms = queryTerms.filter((term) => words.some((word) => meets(word, term))).length;
  const matchedWords = words.filter((word) => queryTerms.some((term) => meets(word, term))).length;
  return 1 + 0.5 * (matchedTerms / queryTerms.length) + 0.25 * (matchedWords / words.length);
}

/** The embedded search engine over a loaded index file. */
export class SearchEngine {
  private readonly miniSearch: MiniSearch<IndexedFields>;

  private sectionText: Map<string, number> | undefined;

  constructor(
    private readonly file: SearchIndexFile,
    loaded?: MiniSearch<IndexedFields>,
  ) {
    checkIndexFile(file);
    this.miniSearch = loaded ?? MiniSearch.loadJS(plainIndex(file), optionsFor(file));
  }

  /** Loads in small steps that yield to other work (queries keep being answered meanwhile). */
  static async load(file: SearchIndexFile): Promise<SearchEngine> {
    checkIndexFile(file);
    const miniSearch = await MiniSearch.loadJSAsync<IndexedFields>(plainIndex(file), optionsFor(file));
    return new SearchEngine(file, miniSearch);
  }

  get size(): number {
    return this.file.records.records.length;
  }

  /** Whether this engine has the paragraphs too, or titles and headings only. */
  get tier(): 'headings' | 'full' {
    return this.file.tier ?? 'full';
  }

  /** The first paragraph text recorded under `url` (page and anchor), for a snippet under a heading hit. */
  textUnder(url: string): string | null {
    if (!this.sectionText) {
      this.sectionText = new Map();
      this.file.records.records.forEach((compact, index) => {
        if (compact[8] === null) return;
        const record = expandRecord(this.file.records, index);
        if (!this.sectionText!.has(record.url)) this.sectionText!.set(record.url, index);
      });
    }
    const index = this.sectionText.get(url);
    return index === undefined ? null : (this.file.records.records[index]![8] ?? null);
  }

  search(query: string): EngineHit[] {
    const trimmed = query.trim();
    if (trimmed === '') return [];
    const queryTerms = queryTermsOf(trimmed);
    const options = searchOptions(queryTerms);
    const results = matchRecords(this.miniSearch, trimmed, options);
    const symbolQuery = looksLikeIdentifier(trimmed);
    const exactSymbol = symbolQuery ? symbolName(trimmed.replace(/^(dg|dagster)\./, '')) : null;
    const ranked = results
      .map((result) => {
        const record = expandRecord(this.file.records, result.id as number);
        const {pageRank, level} = record.weight;
        // Every record of a page shares its title, so a title match alone would
        // rank the page's paragraphs above the page itself; headings get a lift.
        let score = result.score * (1 + pageRank / 200) * (1 + level / 400) * TYPE_BONUS[record.type] * slugBonus(record.url, queryTerms);
        const isReference = record.hierarchy.lvl0 === 'API';
        // "etl tutorial", "dagster+ alerts": a word naming the page's section is a strong hint.
        if (queryTerms.length > 1 && queryTerms.includes(normalizeTerm(record.hierarchy.lvl0 ?? ''))) score *= 1.5;
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
    // A query naming an API symbol wants its entry first, not the page that holds it.
    if (symbolQuery) return ranked;
    return pageBeforeSections(
      ranked,
      (hit) => hit.record.url.split('#')[0]!,
      (hit) => hit.record.type === 'lvl1',
    );
  }
}
