import fs from 'node:fs';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

export interface DiagramSource {
  /** The page, relative to docs/. */
  page: string;
  source: string;
}

function* pages(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* pages(full);
    else if (/\.mdx?$/.test(entry.name)) yield full;
  }
}

/**
 * Every ```mermaid block in the docs, parsed the way the MDX loader parses it,
 * so the text hashed here is the text the build looks up.
 */
export function collectDiagramSources(docsDir: string): DiagramSource[] {
  const found: DiagramSource[] = [];
  const parser = unified().use(remarkParse).use(remarkMdx);
  for (const file of pages(docsDir)) {
    // Front matter and `{#custom-id}` heading ids are Docusaurus syntax, not MDX.
    const text = fs
      .readFileSync(file, 'utf8')
      .replace(/^---\n[\s\S]*?\n---\n/, '')
      .replace(/^(#{1,6} .*?) \{#[\w-]+\}$/gm, '$1');
    if (!text.includes('```mermaid')) continue;
    let tree: Root;
    try {
      tree = parser.parse(text) as Root;
    } catch (error) {
      throw new Error(`${path.relative(docsDir, file)}: ${(error as Error).message}`);
    }
    visit(tree, 'code', (node: Code) => {
      if (node.lang === 'mermaid') found.push({page: path.relative(docsDir, file), source: node.value});
    });
  }
  return found;
}
