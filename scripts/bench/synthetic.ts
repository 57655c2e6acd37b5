// A synthetic site ten times the size of this one, for measuring search at
// scale: every page is repeated nine more times under its own URL, with a
// share of its words swapped for made-up terms so the vocabulary grows the
// way a larger site's would (not nine exact copies that gzip away).
import type {SearchRecord} from '../../src/search/engine/record';

/** A small seeded random generator (mulberry32): the same site on every run. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = 'ka ro mi te lu sa no vi de pa zo ri fe gu ha ne bo li ta me su ya'.split(' ');

/** A made-up word, stable for a (word, copy) pair so terms repeat across a synthetic page. */
function madeUpWord(random: () => number): string {
  const count = 2 + Math.floor(random() * 3);
  return Array.from({length: count}, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join('');
}

const SWAP_SHARE = 0.3;

export function multiplyRecords(records: SearchRecord[], factor: number): SearchRecord[] {
  const out: SearchRecord[] = [...records];
  for (let copy = 1; copy < factor; copy += 1) {
    const random = mulberry32(copy * 7919);
    const vocabulary = new Map<string, string>();
    const vary = (text: string | null) =>
      text === null
        ? null
        : text.replace(/[A-Za-z]{4,}/g, (word) => {
            if (random() >= SWAP_SHARE) return word;
            const key = word.toLowerCase();
            if (!vocabulary.has(key)) vocabulary.set(key, madeUpWord(random));
            return vocabulary.get(key)!;
          });
    for (const record of records) {
      const [page, anchor] = record.url.split('#') as [string, string?];
      const url = `${page}-v${copy}${anchor ? `#${anchor}` : ''}`;
      const hierarchy = {...record.hierarchy};
      for (const level of ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const) hierarchy[level] = vary(hierarchy[level]);
      out.push({...record, objectID: `${copy}-${record.objectID}`, url, hierarchy, content: vary(record.content)});
    }
  }
  return out;
}

/** The pages of a record list as minimal HTML (for Pagefind to index the same synthetic site). */
export function recordsAsPages(records: SearchRecord[]): Map<string, string> {
  const escape = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
  const pages = new Map<string, string[]>();
  for (const record of records) {
    const page = record.url.split('#')[0]!;
    const parts = pages.get(page) ?? [`<h1>${escape(record.hierarchy.lvl1 ?? page)}</h1>`];
    const anchor = record.url.split('#')[1];
    if (record.type !== 'content' && record.type !== 'lvl1') {
      const depth = Number(record.type.slice(3));
      parts.push(`<h${depth}${anchor ? ` id="${escape(anchor)}"` : ''}>${escape(record.hierarchy[record.type] ?? '')}</h${depth}>`);
    }
    if (record.content) parts.push(`<p>${escape(record.content)}</p>`);
    pages.set(page, parts);
  }
  return new Map(
    [...pages].map(([page, parts]) => [page, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${parts[0]!.replace(/<[^>]+>/g, '')}</title></head><body><main>${parts.join('\n')}</main></body></html>`]),
  );
}
