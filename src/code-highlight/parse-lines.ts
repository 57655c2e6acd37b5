/**
 * Magic comments (`# highlight-next-line`, `highlight-start` … `highlight-end`)
 * and `{3-5}` line ranges of a code block: which lines get which classes, and
 * the code without the directive lines. The build-time highlighter
 * (src/remark/highlight-code.ts) and the site's code block
 * (src/components/CodeBlock) both call this, so they strip the same lines.
 * It replaces theme-common's private `parseLines` (`theme-common/internal`),
 * with the same rules for the languages this site writes.
 */

/** One kind of highlight: its class, the directive for one line, and the pair for a block. */
export interface MagicComment {
  className: string;
  line?: string;
  block?: {start: string; end: string};
}

export interface ParsedLines {
  /** The code without its directive lines (and without one final newline). */
  code: string;
  /** Classes by line index (0-based) of `code`. */
  lineClassNames: Record<number, string[]>;
}

/** Comment delimiters a directive may sit between: opening and closing (empty: to the end of the line). */
const COMMENT_STYLES = {
  hash: ['#', ''],
  slashes: ['//', ''],
  slashStar: ['/*', '*/'],
  jsx: ['{/*', '*/}'],
  html: ['<!--', '-->'],
  dashes: ['--', ''],
} as const;
type CommentStyle = keyof typeof COMMENT_STYLES;

/** The comment styles each language's directives may use; any other language accepts the first five. */
const STYLES_BY_LANGUAGE: Record<string, CommentStyle[]> = {
  python: ['hash'],
  py: ['hash'],
  bash: ['hash'],
  js: ['slashes', 'slashStar'],
  javascript: ['slashes', 'slashStar'],
  ts: ['slashes', 'slashStar'],
  typescript: ['slashes', 'slashStar'],
  jsx: ['slashes', 'slashStar', 'jsx'],
  tsx: ['slashes', 'slashStar', 'jsx'],
  html: ['slashes', 'slashStar', 'html'],
  markdown: ['html', 'jsx', 'hash'],
  md: ['html', 'jsx', 'hash'],
  sql: ['dashes', 'slashStar'],
  lua: ['dashes'],
  haskell: ['dashes'],
};
const DEFAULT_STYLES: CommentStyle[] = ['slashes', 'slashStar', 'jsx', 'hash', 'html'];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A line that holds nothing but one directive in one of the language's comment styles; group 1…n is the directive. */
function directiveLine(language: string, magicComments: readonly MagicComment[]): RegExp {
  const directives = magicComments.flatMap((comment) => [comment.line, comment.block?.start, comment.block?.end]).filter((d): d is string => Boolean(d));
  const names = directives.map(escapeRegExp).join('|');
  const alternatives = (STYLES_BY_LANGUAGE[language] ?? DEFAULT_STYLES).map((style) => {
    const [open, close] = COMMENT_STYLES[style];
    return `(?:${escapeRegExp(open)}\\s*(${names})\\s*${escapeRegExp(close)})`;
  });
  return new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
}

/** `1,3-5` → 1, 3, 4, 5; anything else in the braces is refused, naming the block. */
function lineNumbers(range: string, metastring: string): number[] {
  return range.split(',').filter(Boolean).flatMap((part) => {
    const match = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!match) throw new Error(`Code block \`\`\`${metastring}: the line range {${range}} holds "${part}"; write numbers and ranges such as {1,3-5}.`);
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    return Array.from({length: Math.max(0, last - first + 1)}, (_, index) => first + index);
  });
}

export function parseLines(
  content: string,
  {metastring, language, magicComments}: {metastring?: string; language?: string; magicComments: readonly MagicComment[]},
): ParsedLines {
  const code = content.replace(/\n$/, '');
  const range = metastring === undefined ? undefined : /\{([\d,-]+)\}/.exec(metastring)?.[1];
  // A range in the metastring wins: the code is left as it is, and the lines get the first kind's class.
  if (range !== undefined) {
    const first = magicComments[0];
    if (!first) throw new Error(`Code block \`\`\`${metastring}: a line range needs a magic comment to take its class from (src/config/magic-comments.ts).`);
    const numbers = lineNumbers(range, metastring!).filter((n) => n > 0);
    return {code, lineClassNames: Object.fromEntries(numbers.map((n) => [n - 1, [first.className]]))};
  }
  if (language === undefined || magicComments.length === 0) return {code, lineClassNames: {}};
  const directive = directiveLine(language, magicComments);
  const kept: string[] = [];
  const lineClassNames: Record<number, string[]> = {};
  const mark = (index: number, className: string) => {
    const classes = (lineClassNames[index] ??= []);
    if (!classes.includes(className)) classes.push(className);
  };
  const openBlocks = new Map<string, number>();
  for (const line of code.split('\n')) {
    const match = directive.exec(line);
    const name = match?.slice(1).find((group) => group !== undefined);
    if (name === undefined) {
      kept.push(line);
      continue;
    }
    // The directive line goes; `kept.length` is the index of the line that follows it.
    for (const comment of magicComments) {
      if (comment.line === name) mark(kept.length, comment.className);
      if (comment.block?.start === name) openBlocks.set(comment.className, kept.length);
      if (comment.block?.end === name) {
        for (let index = openBlocks.get(comment.className) ?? 0; index < kept.length; index += 1) mark(index, comment.className);
      }
    }
  }
  return {code: kept.join('\n'), lineClassNames};
}
