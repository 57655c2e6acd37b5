/**
 * One tokenizer for the index (at build time) and for queries (in the
 * browser), so both sides agree on what a term is.
 *
 * API names stay findable whole and by their parts:
 *   define_asset_job          → define_asset_job, define, asset, job
 *   AutomationCondition.eager → automationcondition.eager, automationcondition, eager, automation, condition
 *   AssetSpec                 → assetspec, asset, spec
 */
/** A word, with dots and underscores inside it kept (API names). */
export const WORD = /[\p{L}\p{N}]+(?:[._][\p{L}\p{N}]+)*/gu;

export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    tokens.push(word);
    const parts = word.split(/[._]/);
    if (parts.length > 1) tokens.push(...parts);
    for (const part of parts) {
      const camel = part.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u);
      if (camel.length > 1) tokens.push(...camel);
    }
  }
  return tokens;
}

// Function words carry no meaning for ranking; dropping them on both sides
// keeps "what is a code location" about code locations (and the index smaller).
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i if in into is it its of on or so than that the their then there these this to vs was what when where which while who why will with you your'.split(' '),
);

/** The index term for a token, or null for a stop word (MiniSearch drops it). */
export function indexTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : normalizeTerm(lower);
}

/** Lowercases and strips common English plural endings (same on both sides). */
export function normalizeTerm(term: string): string {
  const lower = term.toLowerCase();
  if (lower.length <= 3 || /[._\d]/.test(lower)) return lower;
  if (lower.endsWith('ies') && lower.length > 4) return `${lower.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes)$/.test(lower)) return lower.slice(0, -2);
  if (lower.endsWith('s') && !lower.endsWith('ss') && !lower.endsWith('us') && !lower.endsWith('is')) return lower.slice(0, -1);
  return lower;
}

/** Whether a query names an API symbol rather than describing a task. */
export function looksLikeIdentifier(query: string): boolean {
  return /[\p{L}\p{N}][._][\p{L}\p{N}]|\p{Ll}\p{Lu}|^\p{Lu}\p{Ll}+\p{Lu}/u.test(query.trim());
}
