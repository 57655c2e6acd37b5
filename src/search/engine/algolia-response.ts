import type {SearchEngine, EngineHit} from './whole-index-engine';
import type {ShardedSearch} from './sharded-search';
import {createMatcher, highlight, snippet, type Highlighted} from './highlight';
import {LEVELS} from './record';

/** The parts of an Algolia search request the embedded engine honours. */
export interface SearchRequestParams {
  indexName?: string;
  query?: string;
  hitsPerPage?: number;
  page?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
  attributesToSnippet?: string[];
  /** As Algolia's `distinct` with `attributeForDistinct: url`: one hit per URL (page and anchor). */
  distinct?: boolean | number;
  params?: string;
}

const DEFAULT_HITS_PER_PAGE = 20;
const DEFAULT_SNIPPET_WORDS = 10;

/** Legacy clients send parameters as a URL-encoded `params` string. */
export function normalizeRequest(request: SearchRequestParams): SearchRequestParams {
  if (!request.params) return request;
  const parsed = Object.fromEntries(new URLSearchParams(request.params));
  const json = (value: string | undefined) => {
    try {
      return value === undefined ? undefined : (JSON.parse(value) as unknown);
    } catch {
      return value;
    }
  };
  return {
    ...request,
    query: request.query ?? parsed.query,
    hitsPerPage: request.hitsPerPage ?? (parsed.hitsPerPage ? Number(parsed.hitsPerPage) : undefined),
    page: request.page ?? (parsed.page ? Number(parsed.page) : undefined),
    highlightPreTag: request.highlightPreTag ?? parsed.highlightPreTag,
    highlightPostTag: request.highlightPostTag ?? parsed.highlightPostTag,
    attributesToSnippet: request.attributesToSnippet ?? (json(parsed.attributesToSnippet) as string[] | undefined),
    distinct: request.distinct ?? (parsed.distinct === undefined ? undefined : parsed.distinct === 'true' || Number(parsed.distinct) > 0),
  };
}

/** `content:10` → {content: 10}; `hierarchy.lvl1:5` → {'hierarchy.lvl1': 5}. */
function snippetLengths(attributes: string[] | undefined): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const attribute of attributes ?? []) {
    const [name, words] = attribute.split(':');
    if (name) lengths.set(name, Number(words) || DEFAULT_SNIPPET_WORDS);
  }
  return lengths;
}

function toAlgoliaHit(hit: EngineHit, request: SearchRequestParams, position: number, sectionText: string | null) {
  const pre = request.highlightPreTag ?? '<em>';
  const post = request.highlightPostTag ?? '</em>';
  const matcher = createMatcher(hit.terms, hit.query);
  const lengths = snippetLengths(request.attributesToSnippet);
  const {record} = hit;
  const highlightedHierarchy: Record<string, Highlighted> = {};
  const snippetHierarchy: Record<string, Highlighted> = {};
  for (const level of LEVELS) {
    const value = record.hierarchy[level];
    if (value === null) continue;
    highlightedHierarchy[level] = highlight(value, matcher, pre, post);
    snippetHierarchy[level] = snippet(value, matcher, lengths.get(`hierarchy.${level}`) ?? 100, pre, post);
  }
  const content = record.content ?? '';
  // A heading hit has no text of its own: its snippet is the text under it.
  const snippetSource = content || sectionText || '';
  return {
    objectID: record.objectID,
    url: record.url,
    url_without_anchor: record.url.split('#')[0],
    type: record.type,
    hierarchy: record.hierarchy,
    content: record.content,
    _highlightResult: {hierarchy: highlightedHierarchy, content: highlight(content, matcher, pre, post)},
    _snippetResult: {
      hierarchy: snippetHierarchy,
      content: snippet(snippetSource, matcher, lengths.get('content') ?? DEFAULT_SNIPPET_WORDS, pre, post),
    },
    _rankingInfo: {position},
  };
}

/** The best hit of each URL (page and anchor), in rank order: a heading and its paragraphs are one result. */
export function distinctByUrl(hits: EngineHit[]): EngineHit[] {
  const seen = new Set<string>();
  return hits.filter((hit) => {
    if (seen.has(hit.record.url)) return false;
    seen.add(hit.record.url);
    return true;
  });
}

let queryCounter = 0;

function pageOfRequest(request: SearchRequestParams) {
  const hitsPerPage = Math.max(0, Math.min(1000, request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE));
  const page = Math.max(0, request.page ?? 0);
  return {hitsPerPage, page, slice: <T>(all: T[]) => (hitsPerPage === 0 ? [] : all.slice(page * hitsPerPage, (page + 1) * hitsPerPage))};
}

/** Answers one request of a multi-query call the way Algolia's API does, from the whole index in memory. */
export function answer(engine: SearchEngine, raw: SearchRequestParams) {
  const started = performance.now();
  const request = normalizeRequest(raw);
  const query = (request.query ?? '').slice(0, 512);
  const {hitsPerPage, page, slice} = pageOfRequest(request);
  const all = request.distinct ? distinctByUrl(engine.search(query)) : engine.search(query);
  const hits = slice(all).map((hit, index) =>
    toAlgoliaHit(hit, request, page * hitsPerPage + index, request.distinct && !hit.record.content ? (engine.textUnder(hit.record.url) ?? engine.textUnder(hit.record.url.split('#')[0]!)) : null),
  );
  return envelope(request, query, hits, all.length, started);
}

/** The same answer from the sharded index: only the shown hits' records are fetched. */
export async function answerSharded(search: ShardedSearch, raw: SearchRequestParams) {
  const started = performance.now();
  const request = normalizeRequest(raw);
  const query = (request.query ?? '').slice(0, 512);
  const {hitsPerPage, page, slice} = pageOfRequest(request);
  const ranked = await search.rank(query);
  const seen = new Set<number>();
  const all = request.distinct ? ranked.filter((hit) => !seen.has(hit.urlStart) && seen.add(hit.urlStart)) : ranked;
  const pageHits = slice(all);
  const shown = await search.hydrate(pageHits);
  const under = await Promise.all(shown.map((hit, index) => (request.distinct && !hit.record.content ? search.textUnder(pageHits[index]!.doc) : null)));
  const hits = shown.map((hit, index) => toAlgoliaHit(hit, request, page * hitsPerPage + index, under[index] ?? null));
  return envelope(request, query, hits, all.length, started);
}

function envelope(request: SearchRequestParams, query: string, hits: Array<ReturnType<typeof toAlgoliaHit>>, nbHits: number, started: number) {
  const {hitsPerPage, page} = pageOfRequest(request);
  queryCounter += 1;
  return {
    hits,
    nbHits,
    page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(nbHits / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: true,
    query,
    params: '',
    index: request.indexName ?? '',
    queryID: `embedded-${Date.now().toString(36)}-${queryCounter}`,
    processingTimeMS: Math.round(performance.now() - started),
  };
}
