import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

export const PROJECT = path.resolve(__dirname, '..', '..', '..');
export const DOCS_DIR = path.join(PROJECT, 'docs');
export const SNIPPETS_DIR = path.join(PROJECT, 'snippets');
export const API_DATA_DIR = path.join(PROJECT, 'api');

export function filesUnder(dir: string, extensions: string[]): string[] {
  return (fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}) as string[])
    .filter((name) => extensions.includes(path.extname(name)))
    .map((name) => path.join(dir, name))
    .sort();
}

export interface DocFile {
  file: string;
  relative: string;
  data: Record<string, unknown>;
  body: string;
}

export function readDocs(): DocFile[] {
  return filesUnder(DOCS_DIR, ['.md', '.mdx']).map((file) => {
    const parsed = matter(fs.readFileSync(file, 'utf8'));
    return {file, relative: path.relative(DOCS_DIR, file), data: parsed.data, body: parsed.content};
  });
}
