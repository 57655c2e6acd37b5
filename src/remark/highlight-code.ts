import type {Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {highlightLines} from '../code-highlight/html';
import {parseLines} from '../code-highlight/parse-lines';
import {MAGIC_COMMENTS} from '../config/magic-comments';

/** The fenced languages that are not code blocks (drawn or rendered by other plugins). */
const NOT_CODE = new Set(['mermaid']);

/**
 * Remark plugin, after every plugin that fills code blocks (snippets): hands
 * each fenced code block its highlighted lines as the `highlighted` property
 * of its `code` element (HTML per line, joined by newlines). The theme's code
 * block renders them as they are (src/theme/CodeBlock/Content/String.tsx), so
 * the browser loads no Prism and tokenizes nothing. The lines are those the
 * theme shows: magic comments stripped exactly as the theme strips them.
 */
export default function remarkHighlightCode() {
  return (tree: Root): void => {
    visit(tree, 'code', (node: Code) => {
      const language = node.lang?.toLowerCase();
      if (language && NOT_CODE.has(language)) return;
      const {code} = parseLines(`${node.value}\n`, {metastring: node.meta ?? undefined, language, magicComments: MAGIC_COMMENTS});
      const data = (node.data ??= {});
      data.hProperties = {...data.hProperties, highlighted: highlightLines(code, language ?? 'text').join('\n')};
    });
  };
}
