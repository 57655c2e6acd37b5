import {expandRecord} from '../engine/compact';
import type {SearchIndexFile} from '../engine/record';

/** The built records as Algolia objects, with absolute URLs as DocSearch indexes hold them. */
export function algoliaObjects(file: SearchIndexFile, siteUrl: string) {
  return file.records.records.map((_, index) => {
    const record = expandRecord(file.records, index);
    const url = new URL(record.url, siteUrl).href;
    return {...record, url, url_without_anchor: url.split('#')[0]};
  });
}

/** Index settings that reproduce the embedded engine's ranking signals. */
export const ALGOLIA_SETTINGS = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  attributesToSnippet: ['content:10'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributeForDistinct: 'url',
  distinct: true,
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
};
