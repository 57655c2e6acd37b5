import * as cheerio from 'cheerio';
import type {Element} from 'domhandler';
import {LEVELS, type Hierarchy, type RecordType, type SearchRecord} from '../engine/record';
import {sectionOf} from './sections';
import {RELATED_API_ID} from '../../remark/related-api-id';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
// Paragraphs under one heading are merged into records of about this size:
// fewer, fuller records keep the index small and still give snippets context.
const TARGET_CONTENT_LENGTH = 700;

const clean = (text: string) => text.replace(/[\u200b\s]+/g, ' ').trim();

/**
 * Turns one built doc page into DocSearch records: one per heading and one per
 * paragraph, list item or table cell, each carrying the headings above it.
 * A page that asks search engines not to index it (unlisted pages do) gets none.
 */
export function extractRecords(html: string, pathname: string): SearchRecord[] {
  const $ = cheerio.load(html);
  if (/noindex/i.test($('meta[name="robots"]').attr('content') ?? '')) return [];
  const root = $('article .markdown').first();
  if (root.length === 0) return [];
  const {name: lvl0, pageRank} = sectionOf(pathname);
  const isReference = pathname.startsWith('/api/python-api/');
  const title = clean(root.find('h1').first().text()) || clean($('title').text().split('|')[0] ?? '');
  const hierarchy: Hierarchy = {lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const records: SearchRecord[] = [];
  let anchor = '';

  const push = (type: RecordType, content: string | null, level: number) => {
    const url = anchor ? `${pathname}#${anchor}` : pathname;
    records.push({
      objectID: `${pathname}#${records.length}`,
      url,
      type,
      hierarchy: {...hierarchy},
      content,
      weight: {pageRank, level, position: records.length},
    });
  };
  push('lvl1', null, 100);

  let buffer: string[] = [];
  const flush = () => {
    if (buffer.length === 0) return;
    const depth = deepestLevel(hierarchy);
    push('content', buffer.join(' '), Math.max(0, 50 - depth * 5));
    buffer = [];
  };

  root.find('h2, h3, h4, h5, h6, p, li, td, th, dt, dd').each((_, node) => {
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    const $el = $(element);
    // The generated "Related API" list closes a guide and only repeats symbol
    // names: indexing it would rank guides above the entries it links to.
    if (tag === 'h2' && $el.attr('id') === RELATED_API_ID) return false;
    if ($el.closest('pre, nav, .tabs__item, [class*="codeBlock"], .theme-doc-toc-mobile').length > 0) return;
    // Reference pages have a parameter table per entry: index the parameter
    // names (a reader searches for `key_prefix`), not every description cell,
    // which would double the index for little gain.
    if (isReference && (tag === 'th' || (tag === 'td' && $el.index() > 0))) return;
    if (HEADINGS.includes(tag)) {
      const depth = Number(tag.slice(1));
      const text = clean($el.clone().children('a.hash-link').remove().end().text());
      if (!text) return;
      flush();
      for (let level = depth; level <= 6; level += 1) hierarchy[LEVELS[level]!] = null;
      hierarchy[LEVELS[depth]!] = text;
      anchor = $el.attr('id') ?? anchor;
      push(`lvl${depth}` as RecordType, null, 100 - depth * 10);
      return;
    }
    // A list item's own text, without nested lists or paragraphs (they are records of their own).
    const text = tag === 'li' ? clean($el.clone().children('ul, ol, p, div').remove().end().text()) : clean($el.text());
    if (text.length < 3) return;
    if (buffer.length > 0 && buffer.join(' ').length + text.length > TARGET_CONTENT_LENGTH) flush();
    buffer.push(cutAtWord(text, TARGET_CONTENT_LENGTH * 2));
  });
  flush();
  return records;
}

/** Text of at most `limit` characters, cut at a word boundary and ended with an ellipsis when cut. */
export function cutAtWord(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit + 1);
  const boundary = cut.search(/\s\S*$/);
  return `${(boundary > limit / 2 ? cut.slice(0, boundary) : text.slice(0, limit)).replace(/[\s,;:.–—-]+$/, '')}…`;
}

function deepestLevel(hierarchy: Hierarchy): number {
  for (let index = LEVELS.length - 1; index >= 0; index -= 1) {
    if (hierarchy[LEVELS[index]!] !== null) return index;
  }
  return 0;
}
