import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, test} from 'vitest';
import {DOCS_DIR, readDocs} from './support/docs';
import {pageVerificationSchema} from './support/page-verification';

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

/** Pages rendered from api/**.yaml carry their record in the data file (tests/unit/api-reference-data.test.ts). */
const GENERATED_API_PAGES = /^api\/python-api\//;
const handWritten = docs.filter((doc) => !GENERATED_API_PAGES.test(doc.relative.split(path.sep).join('/')));
const pageName = (doc: {relative: string}) => doc.relative.split(path.sep).join('/');

describe('verified_against records on hand-written pages', () => {
  test('every page carries its record: a new page is checked against the 1.10 source and docs before it merges', () => {
    const missing = handWritten.filter((doc) => doc.data.verified_against === undefined).map(pageName);
    expect(handWritten.length).toBeGreaterThan(400);
    expect(missing, 'pages without a verified_against record: check them (contributing/authoring.md) and add one').toEqual([]);
  });

  const recorded = handWritten.filter((doc) => doc.data.verified_against !== undefined);
  test.each(recorded.map((doc) => [pageName(doc), doc] as const))('%s has a complete record', (_, doc) => {
    const result = pageVerificationSchema.safeParse(doc.data.verified_against);
    expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
  });

  test('the record check rejects an incomplete record (the check can fail)', () => {
    const incomplete = {version: '1.10.11', date: '2026-11-27', sources: [{path: 'python_modules/dagster/setup.py', release: '1.10.x'}], left_out: []};
    expect(pageVerificationSchema.safeParse(incomplete).success).toBe(false);
    expect(pageVerificationSchema.safeParse({...incomplete, docs: [{path: 'docs/docs/intro.md', commit: 'abc', release: '1.10.x'}]}).success).toBe(false);
    expect(pageVerificationSchema.safeParse({...incomplete, docs: [{path: 'docs/docs/intro.md', release: '1.10.x'}]}).success).toBe(true);
  });
});
