import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {describe, expect, test} from 'vitest';
import {buildDir} from './support/browser';

const LIBRARIES = 'integrations/libraries';

/** Routes of the pages and folders directly under docs/integrations/libraries. */
function childRoutes(): string[] {
  const dir = path.resolve(__dirname, '..', '..', 'docs', LIBRARIES);
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .filter((entry) => (entry.isDirectory() ? fs.existsSync(path.join(dir, entry.name, 'index.mdx')) : entry.name.endsWith('.mdx') && entry.name !== 'index.mdx'))
    .map((entry) => `/${LIBRARIES}/${entry.name.replace(/\.mdx$/, '')}`)
    .sort();
}

describe('integration grid on the integrations landing page', () => {
  test('links every integration page and folder, each with a description, in the server-rendered HTML', () => {
    const $ = cheerio.load(fs.readFileSync(path.join(buildDir(), LIBRARIES, 'index.html'), 'utf8'));
    // The grid's cards follow the "All integrations" heading, before the prose sections.
    const entries = $('#all-integrations').nextAll().find('li[data-integration]');
    const linked = entries
      .map((_, entry) => $(entry).find('a').first().attr('href')!.replace(/\/$/, ''))
      .get()
      .sort();
    expect(linked).toEqual(childRoutes());
    const withoutDescription = entries.filter((_, entry) => $(entry).find('p').text().trim().length < 20);
    expect(withoutDescription.length).toBe(0);
  });
});

describe('section index of the Python API landing page', () => {
  test('lists the pages of its sidebar section, each with its description, in the server-rendered HTML', () => {
    const $ = cheerio.load(fs.readFileSync(path.join(buildDir(), 'api', 'python-api', 'index.html'), 'utf8'));
    const entries = $('[data-section-index] > li');
    expect(entries.length).toBeGreaterThan(20);
    const hrefs = entries.map((_, entry) => $(entry).find('a').attr('href')).get();
    expect(hrefs).toContain('/api/python-api/assets');
    const withoutDescription = entries.filter((_, entry) => $(entry).find('p').text().trim().length < 20);
    expect(withoutDescription.map((_, entry) => $(entry).find('a').text()).get()).toEqual([]);
  });
});
