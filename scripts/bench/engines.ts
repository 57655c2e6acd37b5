// MiniSearch (our engine) beside FlexSearch and Orama on the built site's records:
//   npx tsx scripts/bench/engines.ts     (needs build/search-index.json)
// Each engine builds its index from the same records, serializes it with its own
// facility, is reloaded from that text, and the reloaded index answers the queries.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {create, insertMultiple, load, save, search as oramaSearch, type Orama, type Tokenizer} from '@orama/orama';
import {Document, type IndexOptionsForDocumentSearch} from 'flexsearch';
import MiniSearch from 'minisearch';
import {expandRecord} from '../../src/search/engine/compact';
import {indexedFields, MINISEARCH_OPTIONS, SearchEngine} from '../../src/search/engine/whole-index-engine';
import type {SearchIndexFile, SearchRecord} from '../../src/search/engine/record';
import {pageOf, shareWithin, type RelevanceCase, type RelevanceResult} from '../../src/search/engine/relevance';
import {indexTerm, tokenize} from '../../src/search/engine/tokenize';
import {percentile, warmLatency} from '../lib/latency';

const ROOT = path.resolve(__dirname, '../..');
const FILE = JSON.parse(fs.readFileSync(path.join(ROOT, 'build/search-index.json'), 'utf8')) as SearchIndexFile;
const CASES = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/fixtures/search/relevance.json'), 'utf8')) as RelevanceCase[];
const RECORDS: SearchRecord[] = FILE.records.records.map((_, i) => expandRecord(FILE.records, i));
const DOCS = RECORDS.map(indexedFields);
type Doc = (typeof DOCS)[number];
type Field = 'title' | 'heading' | 'content';
const FIELDS: Field[] = ['title', 'heading', 'content'];
const BOOST: Record<Field, number> = {title: 4, heading: 2.5, content: 1};
const LIMIT = 100; // hits asked of FlexSearch and Orama (MiniSearch returns every match)
const TIMED_RUNS = 3; // build and load times are the median of this many runs

/** The site's tokenizer and term normalization (stop words dropped), as one function. */
const terms = (text: string): string[] => tokenize(text).map(indexTerm).filter((term): term is string => term !== null);

/** One row: build from records, serialize, reload from the text, search the reloaded index. */
interface Contender<Built, Loaded> {
  name: string;
  build: () => Built;
  serialize: (index: Built) => Promise<string>;
  load: (text: string) => Loaded;
  /** Record indices, best first. */
  search: (index: Loaded, query: string) => number[];
}

// --- MiniSearch: the site's engine (SearchEngine re-ranks its hits), and the library alone.
const buildMiniSearch = () => {
  const index = new MiniSearch(MINISEARCH_OPTIONS);
  index.addAll(DOCS);
  return index;
};
const miniEngine: Contender<MiniSearch, SearchEngine> = {
  name: 'MiniSearch (SearchEngine)',
  build: buildMiniSearch,
  serialize: async (index) => JSON.stringify(index),
  load: (text) => new SearchEngine({...FILE, index: JSON.parse(text) as unknown}),
  search: (engine, query) => engine.search(query).map((hit) => hit.record.weight.position),
};
const miniLibrary: Contender<MiniSearch, MiniSearch> = {
  ...miniEngine,
  name: 'MiniSearch (library only)',
  load: (text) => MiniSearch.loadJSON(text, MINISEARCH_OPTIONS),
  // Same settings as Orama below: field boosts, prefix on every term, 1 edit of typo, any term.
  search: (index, query) => index.search(query, {boost: BOOST, prefix: true, fuzzy: 1, combineWith: 'OR'}).map((hit) => hit.id as number),
};

// --- FlexSearch 0.7: the site's tokenizer as a custom encoder, prefixes indexed
// ("forward"); no field boosts or typo tolerance in 0.7, so per-field result lists
// are fused by rank, weighted by the field boosts.
const FLEX_OPTIONS: IndexOptionsForDocumentSearch<Doc> = {
  document: {id: 'id', index: FIELDS},
  tokenize: 'forward',
  encode: terms,
};
const flexSearch: Contender<Document<Doc>, Document<Doc>> = {
  name: 'FlexSearch 0.7 (Document)',
  build: () => {
    const index = new Document<Doc>(FLEX_OPTIONS);
    for (const doc of DOCS) index.add(doc);
    return index;
  },
  serialize: async (index) => {
    const parts: Record<string, string> = {};
    // 0.7's typings give the handler the document type; it actually receives JSON text (or undefined).
    await index.export((key, value) => {
      if (value !== undefined) parts[String(key)] = value as unknown as string;
    });
    return JSON.stringify(parts);
  },
  load: (text) => {
    const index = new Document<Doc>(FLEX_OPTIONS);
    // import() is synchronous in 0.7 despite its Promise typing; it takes the exported text.
    for (const [key, value] of Object.entries(JSON.parse(text) as Record<string, string>)) void index.import(key, value as unknown as Doc);
    return index;
  },
  search: (index, query) => {
    const scores = new Map<number, number>();
    for (const {field, result} of index.search(query, {limit: LIMIT, suggest: true})) {
      result.forEach((id, rank) => scores.set(Number(id), (scores.get(Number(id)) ?? 0) + BOOST[field as Field] / (rank + 1)));
    }
    return [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
  },
};

// --- Orama: BM25 over a title/heading/content schema with the site's tokenizer.
const ORAMA_SCHEMA = {title: 'string', heading: 'string', content: 'string'} as const;
type OramaDb = Orama<typeof ORAMA_SCHEMA>;
const oramaTokenizer: Tokenizer = {language: 'english', normalizationCache: new Map(), tokenize: terms};
const newOrama = (): OramaDb => create({schema: ORAMA_SCHEMA, components: {tokenizer: oramaTokenizer}});
/** Orama's API may return promises (async hooks); without plugins it does not. */
function sync<T>(value: T | Promise<T>): T {
  if (value instanceof Promise) throw new Error('Orama answered asynchronously');
  return value;
}
const orama: Contender<OramaDb, OramaDb> = {
  name: 'Orama 3 (BM25)',
  build: () => {
    const db = newOrama();
    sync(insertMultiple(db, DOCS.map(({id, ...fields}) => ({id: String(id), ...fields}))));
    return db;
  },
  serialize: async (db) => JSON.stringify(save(db)),
  load: (text) => {
    const db = newOrama();
    load(db, JSON.parse(text) as ReturnType<typeof save>);
    return db;
  },
  search: (db, query) => sync(oramaSearch(db, {term: query, properties: FIELDS, boost: BOOST, tolerance: 1, limit: LIMIT})).hits.map((hit) => Number(hit.id)),
};

// --- Measuring.
const median = (values: number[]) => percentile(values, 50);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const ms = (value: number) => value.toFixed(value < 10 ? 2 : 0);
const pct = (share: number) => `${(share * 100).toFixed(0)}%`;

/** Same as evaluateRelevance: rank of the expected page among the first 10 distinct pages. */
function relevance(run: (query: string) => number[]): RelevanceResult[] {
  return CASES.map(({query, expect}) => {
    const pages: string[] = [];
    for (const id of run(query)) {
      const page = pageOf(RECORDS[id]!.url);
      if (!pages.includes(page)) pages.push(page);
      if (pages.length >= 10) break;
    }
    const index = pages.indexOf(pageOf(expect));
    return {query, expect, rank: index === -1 ? null : index + 1, pages};
  });
}

function timed<T>(make: () => T): {value: T; ms: number} {
  const times: number[] = [];
  let value: T | undefined;
  for (let run = 0; run < TIMED_RUNS; run += 1) {
    const started = performance.now();
    value = make();
    times.push(performance.now() - started);
  }
  return {value: value!, ms: median(times)};
}

async function measure<Built, Loaded>(contender: Contender<Built, Loaded>): Promise<string[]> {
  const built = timed(contender.build);
  const text = await contender.serialize(built.value);
  const loaded = timed(() => contender.load(text));
  const gzip = zlib.gzipSync(text, {level: 6}).length;
  const run = (query: string) => contender.search(loaded.value, query);
  const results = relevance(run);
  const {p50, p95} = warmLatency(CASES.map(({query}) => query), run);
  return [contender.name, kb(Buffer.byteLength(text)), kb(gzip), ms(built.ms), ms(loaded.ms), ms(p50), ms(p95), pct(shareWithin(results, 1)), pct(shareWithin(results, 5))];
}

async function main(): Promise<void> {
  const rows = [['engine', 'index raw', 'index gzip', 'build ms', 'load ms', 'p50 ms', 'p95 ms', 'top-1', 'top-5']];
  rows.push(await measure(miniEngine), await measure(miniLibrary), await measure(flexSearch), await measure(orama));
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  const records = JSON.stringify(FILE.records);
  console.log(`${RECORDS.length} records, ${CASES.length} queries; records shipped beside any index: ${kb(Buffer.byteLength(records))} raw, ${kb(zlib.gzipSync(records, {level: 6}).length)} gzip`);
  console.log(line(rows[0]!));
  console.log(`|${widths.map((width, column) => (column === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`);
  rows.slice(1).forEach((row) => console.log(line(row)));
  console.log('build/load: median of 3, load includes JSON.parse; latency and relevance use the reloaded index; Orama\'s saved index includes its document store.');
}

void main();
