import {describe, expect, test} from 'vitest';
import {assistantPrompt, chatGptUrl, claudeUrl, nextMenuIndex} from '../../src/components/CopyPage/links';
import {suggestionQuery, suggestionsFromHits} from '../../src/theme/NotFound/Content/suggestions';

describe('Copy page', () => {
  const md = 'https://docs.dagster.io/guides/build/assets/defining-assets.md';

  test('the assistant links carry a prompt naming the page, and nothing else', () => {
    expect(assistantPrompt(md)).toContain(md);
    const chatgpt = new URL(chatGptUrl(md));
    expect(chatgpt.origin).toBe('https://chatgpt.com');
    expect(chatgpt.searchParams.get('q')).toBe(assistantPrompt(md));
    const claude = new URL(claudeUrl(md));
    expect(claude.origin + claude.pathname).toBe('https://claude.ai/new');
    expect(claude.searchParams.get('q')).toBe(assistantPrompt(md));
  });

  test('arrow keys wrap around the menu; Home and End jump; other keys are left alone', () => {
    expect(nextMenuIndex('ArrowDown', 3, 4)).toBe(0);
    expect(nextMenuIndex('ArrowUp', 0, 4)).toBe(3);
    expect(nextMenuIndex('ArrowDown', -1, 4)).toBe(0);
    expect(nextMenuIndex('Home', 2, 4)).toBe(0);
    expect(nextMenuIndex('End', 0, 4)).toBe(3);
    expect(nextMenuIndex('Enter', 1, 4)).toBeUndefined();
  });
});

describe('404 suggestions', () => {
  test('the query is the topic words of the last two path segments', () => {
    expect(suggestionQuery('/concepts/io-management/io-managers')).toBe('io management managers');
    expect(suggestionQuery('/0.15.7/guides/dagster/graph_job/op')).toBe('graph job op');
    expect(suggestionQuery('/concepts')).toBe('');
    expect(suggestionQuery('/%E0%A4%A')).toBe('e0 a4 a');
  });

  test('one suggestion per page, the best section first, same-origin only, at most five', () => {
    const origin = 'https://docs.example.com';
    const hits = [
      {url: '/guides/build/io-managers#defining', hierarchy: {lvl1: 'I/O managers', lvl2: 'Defining'}},
      {url: '/guides/build/io-managers#using', hierarchy: {lvl1: 'I/O managers', lvl2: 'Using'}},
      {url: 'https://elsewhere.example.com/x', hierarchy: {lvl1: 'Elsewhere'}},
      ...['a', 'b', 'c', 'd', 'e'].map((name) => ({url: `${origin}/${name}`, hierarchy: {lvl1: name.toUpperCase()}})),
    ];
    const suggestions = suggestionsFromHits(hits, origin);
    expect(suggestions).toEqual([
      {title: 'I/O managers › Defining', href: '/guides/build/io-managers#defining'},
      {title: 'A', href: '/a'},
      {title: 'B', href: '/b'},
      {title: 'C', href: '/c'},
      {title: 'D', href: '/d'},
    ]);
  });
});
