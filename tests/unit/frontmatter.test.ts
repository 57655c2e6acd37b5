import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, test} from 'vitest';
import {DOCS_DIR, readDocs} from './support/docs';

const docs = readDocs();
const knownTags = Object.keys(yaml.load(fs.readFileSync(path.join(DOCS_DIR, 'tags.yml'), 'utf8')) as object);

describe('frontmatter contract', () => {
  test('there are docs to check', () => {
    expect(docs.length).toBeGreaterThan(20);
  });

  test.each(docs.map((doc) => [doc.relative, doc] as const))('%s has a title and a description of at most 160 characters', (_, doc) => {
    expect(typeof doc.data.title, 'title').toBe('string');
    expect((doc.data.title as string).trim()).not.toBe('');
    expect(typeof doc.data.description, 'description').toBe('string');
    const description = (doc.data.description as string).trim();
    expect(description.length).toBeGreaterThan(20);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  test.each(docs.map((doc) => [doc.relative, doc] as const))('%s uses only h2 to h4 in its body and known tags', (_, doc) => {
    const withoutCode = doc.body.replace(/^(`{3,}|~{3,})[\s\S]*?^\1/gm, '');
    expect(withoutCode.match(/^#{1}\s|^#{5,6}\s/gm) ?? []).toEqual([]);
    for (const tag of (doc.data.tags as string[] | undefined) ?? []) {
      expect(knownTags).toContain(tag);
    }
  });

  test('the pages the specification hides are unlisted', () => {
    const unlisted = docs.filter((doc) => doc.data.unlisted === true).map((doc) => doc.relative);
    expect(unlisted).toEqual(expect.arrayContaining(['getting-started/glossary.mdx', 'todo.mdx']));
  });
});
