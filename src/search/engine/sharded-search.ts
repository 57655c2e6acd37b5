/**
 * The search engine over the sharded index: for each query it fetches the
 * shards of the query's own terms (once; they are kept), builds a MiniSearch
 * over them with the whole index's statistics from the meta file, ranks with
 * the same signals as the whole-index engine (engine.ts), and fetches the
 * record groups only of the hits it returns.
 */
import MiniSearch, {type SearchResult} from 'minisearch';
import {expandRecord} from './compact';
import {
  MINISEARCH_OPTIONS,
  matchRecords,
  pageBeforeSections,
  prefixSearched,
  queryTermsOf,
  searchOptions,
  symbolName,
  TYPE_BONUS,
  type EngineHit,
  type IndexedFields,
} from './whole-index-engine';
import type {RecordType, SearchRecord} from './record';
import {looksLikeIdentifier, normalizeTerm} from './tokenize';
import {checkGroup, checkShard, groupUrl, lastAtOrBelow, shardsForTerm, shardsNear, shardUrl, undelta, type GroupFile, type ShardMeta} from './shard-format';

/** Fetches, parses and checks one file of the index, by its path relative to the site's base URL; rejects on any failure. */
export type FetchJson = <T>(relativePath: string, check: (value: unknown) => T) => Promise<T>;

interface DocFeatures {
  lengths: [number, number, number];
  depth: number;
  level: number;
  urlStart: number;
}

interface LoadedShard {
  docs: Map<number, DocFeatures>;
  terms: Array<[string, Record<string, Record<string, number>>]>;
  symbols: Map<string, number[]>;
  slugs: Array<[string, number[]]>;
}

/** A ranked hit before its record is fetched. */
export interface RankedHit {
  doc: number;
  score: number;
  /** First doc of its URL (page and anchor): hits with the same one are the same result. */
  urlStart: number;
  page: number;
  depth: number;
  terms: string[];
  query: string;
}

function loadShard(raw: unknown): LoadedShard {
  const shard = checkShard(raw);
  const docs = new Map<number, DocFeatures>();
  const {title, heading, content, depth, level, urlOffset} = shard.docs;
  undelta(shard.docs.ids).forEach((doc, index) => {
    docs.set(doc, {lengths: [title[index]!, heading[index]!, content[index]!], depth: depth[index]!, level: level[index]!, urlStart: doc - urlOffset[index]!});
  });
  const terms = shard.terms.map(([term, ...fields]): LoadedShard['terms'][number] => {
    const byField: Record<string, Record<string, number>> = {};
    for (const [fieldId, deltas, frequencies] of fields) {
      const postings: Record<string, number> = {};
      undelta(deltas).forEach((id, position) => {
        if (!docs.has(id)) throw new Error(`A search shard (${shard.keys.join(', ')}) lists doc ${id} without its lengths`);
        postings[id] = frequencies?.[position] ?? 1;
      });
      byField[fieldId] = postings;
    }
    return [term, byField];
  });
  return {
    docs,
    terms,
    symbols: new Map(shard.symbols.map(([name, deltas]) => [name, undelta(deltas)])),
    slugs: shard.slugs.map(([word, deltas]) => [word, undelta(deltas)]),
  };
}

export class ShardedSearch {
  private readonly shards = new Map<number, Promise<LoadedShard>>();
  private readonly groups = new Map<number, Promise<GroupFile>>();
  private readonly resolved = new Map<number, LoadedShard>();
  /** Every doc's features from the shards fetched so far. */
  private readonly features = new Map<number, DocFeatures>();
  private engine: {shards: Set<number>; miniSearch: MiniSearch<IndexedFields>} | undefined;
  private readonly pageStarts: number[];
  private readonly groupStarts: number[];
  /** Per shard key, its file. */
  private readonly keyFiles: number[];

  constructor(
    readonly meta: ShardMeta,
    private readonly fetchJson: FetchJson,
  ) {
    this.pageStarts = undelta(meta.pageStarts);
    this.groupStarts = undelta(meta.groups);
    this.keyFiles = undelta(meta.keyFiles);
  }

  /** Files fetched so far (shards and record groups), for tests and the bench. */
  get fetchedFiles(): number {
    return this.shards.size + this.groups.size;
  }

  private shard(index: number): Promise<LoadedShard> {
    let loading = this.shards.get(index);
    if (!loading) {
      loading = this.fetchJson(shardUrl(this.meta, index), loadShard).then((shard) => {
        this.resolved.set(index, shard);
        for (const [doc, features] of shard.docs) this.features.set(doc, features);
        return shard;
      });
      // A failed fetch is not kept: a later query fetches again (the caller decides when).
      loading.catch(() => this.shards.delete(index));
      this.shards.set(index, loading);
    }
    return loading;
  }

  private group(index: number): Promise<GroupFile> {
    let loading = this.groups.get(index);
    if (!loading) {
      loading = this.fetchJson(groupUrl(this.meta, index), checkGroup);
      loading.catch(() => this.groups.delete(index));
      this.groups.set(index, loading);
    }
    return loading;
  }

  /** The shards a query needs: its terms' (with their longer forms where prefix search applies) and its symbol name's. */
  shardsFor(query: string): number[] {
    const trimmed = query.trim();
    const queryTerms = queryTermsOf(trimmed);
    const lastTerm = queryTerms[queryTerms.length - 1];
    const needed = new Set<number>();
    for (const term of queryTerms) {
      // A two-letter word being typed reaches its longer forms only within its own shard:
      // fetching every shard under "co" would cost more than the whole word will.
      const prefix = prefixSearched(term, lastTerm) && term.length >= 3;
      for (const index of shardsForTerm(this.meta.keys, term, prefix)) needed.add(this.keyFiles[index]!);
    }
    if (looksLikeIdentifier(trimmed)) for (const index of shardsForTerm(this.meta.keys, exactSymbolOf(trimmed), false)) needed.add(this.keyFiles[index]!);
    return [...needed].sort((a, b) => a - b);
  }

  /**
   * One MiniSearch over every shard fetched so far, rebuilt only when a query
   * needs a shard it lacks: a query typed again, or one whose shards are in,
   * costs no rebuild. (Shards beyond the query's own can only add matches the
   * whole index has too: misspellings found elsewhere.)
   */
  private engineFor(indexes: number[]): MiniSearch<IndexedFields> {
    if (this.engine && indexes.every((index) => this.engine!.shards.has(index))) return this.engine.miniSearch;
    const documentIds: Record<string, number> = {};
    const fieldLength: Record<string, number[]> = {};
    const index: LoadedShard['terms'] = [];
    for (const [doc, features] of this.features) {
      documentIds[doc] = doc;
      fieldLength[doc] = features.lengths;
    }
    for (const shard of this.resolved.values()) index.push(...shard.terms);
    const miniSearch = MiniSearch.loadJS<IndexedFields>(
      {
        documentCount: this.meta.documentCount,
        nextId: this.meta.documentCount,
        documentIds,
        fieldIds: this.meta.fieldIds,
        fieldLength,
        averageFieldLength: this.meta.averageFieldLength,
        storedFields: {},
        dirtCount: 0,
        index,
        serializationVersion: this.meta.serializationVersion,
      } as unknown as Parameters<typeof MiniSearch.loadJS>[0],
      MINISEARCH_OPTIONS,
    );
    this.engine = {shards: new Set(this.resolved.keys()), miniSearch};
    return miniSearch;
  }

  pageOf(doc: number): number {
    return lastAtOrBelow(this.pageStarts, doc);
  }

  /** Every hit of the query, best first (records not fetched yet). */
  async rank(query: string): Promise<RankedHit[]> {
    const trimmed = query.trim();
    if (trimmed === '') return [];
    const queryTerms = queryTermsOf(trimmed);
    if (queryTerms.length === 0) return [];
    let indexes = this.shardsFor(trimmed);
    let loaded = await Promise.all(indexes.map((index) => this.shard(index)));
    // A word the loaded shards know nothing starting with may be misspelt: fetch where its spelling may be.
    const misspelt = queryTerms.filter((term) => isFuzzy(term) && !loaded.some((shard) => shard.terms.some(([known]) => known.startsWith(term))));
    if (misspelt.length > 0) {
      indexes = [...new Set([...indexes, ...misspelt.flatMap((term) => shardsNear(this.meta.keys, term).map((index) => this.keyFiles[index]!))])].sort((a, b) => a - b);
      loaded = await Promise.all(indexes.map((index) => this.shard(index)));
    }
    const engine = this.engineFor(indexes);
    const results = matchRecords(engine, trimmed, searchOptions(queryTerms));

    const docFeatures = (doc: number): DocFeatures => {
      const features = this.features.get(doc);
      if (!features) throw new Error(`search: doc ${doc} matched without its features`);
      return features;
    };
    const slug = this.slugMatches(queryTerms, loaded);
    const symbolQuery = looksLikeIdentifier(trimmed);
    const exactSymbol = symbolQuery ? exactSymbolOf(trimmed) : null;
    const entries = new Set(exactSymbol === null ? [] : loaded.flatMap((shard) => shard.symbols.get(exactSymbol) ?? []));

    const ranked = results
      .map((result: SearchResult): RankedHit => {
        const doc = result.id as number;
        const features = docFeatures(doc);
        const page = this.pageOf(doc);
        const [lvl0, pageRank] = this.meta.sections[this.meta.pageSection[page]!]!;
        const type = (features.depth === 0 ? 'content' : `lvl${features.depth}`) as RecordType;
        const matched = slug.get(page);
        const slugWordCount = this.meta.pageSlugWords[page]!;
        const slugBonus =
          slugWordCount === 0 || !matched ? 1 : 1 + 0.5 * (queryTerms.filter((term) => matched.terms.has(term)).length / queryTerms.length) + 0.25 * ([...matched.words.values()].reduce((sum, count) => sum + count, 0) / slugWordCount);
        let score = result.score * (1 + pageRank / 200) * (1 + features.level / 400) * TYPE_BONUS[type] * slugBonus;
        const isReference = lvl0 === 'API';
        if (queryTerms.length > 1 && queryTerms.includes(normalizeTerm(lvl0))) score *= 1.5;
        if (exactSymbol !== null) {
          if (isReference) {
            score *= entries.has(doc) ? 3 : 0.4;
          } else {
            // The title or a heading names the symbol (the whole index checks the heading texts; here their terms).
            const namesSymbol = Object.entries(result.match).some(([term, fields]) => term.includes(exactSymbol) && (fields.includes('title') || fields.includes('heading')));
            if (namesSymbol) score *= 1.5;
          }
        } else if (isReference) {
          score *= 0.5;
        }
        return {doc, score, urlStart: features.urlStart, page, depth: features.depth, terms: result.terms, query: trimmed};
      })
      .sort((a, b) => b.score - a.score || a.doc - b.doc);
    // A query naming an API symbol wants its entry first, not the page that holds it.
    if (exactSymbol !== null) return ranked;
    return pageBeforeSections(
      ranked,
      (hit) => hit.page,
      (hit) => hit.depth === 1,
    );
  }

  /** Per page, the query terms its URL slug meets and the slug words met (see slugBonus in engine.ts). */
  private slugMatches(queryTerms: string[], loaded: LoadedShard[]): Map<number, {terms: Set<string>; words: Map<string, number>}> {
    const byPage = new Map<number, {terms: Set<string>; words: Map<string, number>}>();
    for (const shard of loaded) {
      for (const [word, pages] of shard.slugs) {
        for (const term of queryTerms) {
          if (!(word === term || (term.length >= 4 && word.startsWith(term)))) continue;
          const counts = new Map<number, number>();
          for (const page of pages) counts.set(page, (counts.get(page) ?? 0) + 1);
          for (const [page, count] of counts) {
            let entry = byPage.get(page);
            if (!entry) byPage.set(page, (entry = {terms: new Set(), words: new Map()}));
            entry.terms.add(term);
            entry.words.set(word, count);
          }
        }
      }
    }
    return byPage;
  }

  private groupOf(doc: number): number {
    return lastAtOrBelow(this.groupStarts, doc);
  }

  /** The records of these docs, fetching their groups (in parallel). */
  async records(docs: number[]): Promise<Map<number, SearchRecord>> {
    const groupIndexes = [...new Set(docs.map((doc) => this.groupOf(doc)))];
    const groups = new Map(await Promise.all(groupIndexes.map(async (index) => [index, await this.group(index)] as const)));
    const out = new Map<number, SearchRecord>();
    for (const doc of docs) {
      const group = groups.get(this.groupOf(doc))!;
      const local = doc - group.first;
      if (local < 0 || local >= group.records.records.length) throw new Error(`search: record group ${this.groupOf(doc)} does not hold doc ${doc}`);
      const record = expandRecord(group.records, local);
      out.set(doc, {...record, objectID: String(doc), weight: {...record.weight, position: doc}});
    }
    return out;
  }

  /** The first paragraph text under a heading hit's URL (its snippet on the search page). */
  async textUnder(doc: number): Promise<string | null> {
    if (doc + 1 >= this.meta.documentCount) return null;
    const records = await this.records([doc, doc + 1]);
    const heading = records.get(doc)!;
    const next = records.get(doc + 1)!;
    return next.url === heading.url || next.url.split('#')[0] === heading.url ? next.content : null;
  }

  /** The hits with their records, ready to be answered. */
  async hydrate(hits: RankedHit[]): Promise<EngineHit[]> {
    const records = await this.records(hits.map((hit) => hit.doc));
    return hits.map((hit) => ({record: records.get(hit.doc)!, score: hit.score, terms: hit.terms, query: hit.query}));
  }
}

/** Whether MiniSearch looks for a term's misspellings (searchOptions' fuzzy rule). */
const isFuzzy = (term: string) => searchOptions([term]).fuzzy(term) !== false;

function exactSymbolOf(query: string): string {
  return symbolName(query.trim().replace(/^(dg|dagster)\./, ''));
}
