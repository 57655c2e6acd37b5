import {escapeHtml} from '../utils/escape-html';
import {tokenizeLines} from './prism';

/**
 * The colour roles of an API example, and which Prism token types fall in
 * each. Punctuation, operators and identifiers stay plain text: most tokens
 * of Python code are punctuation, and one span each was most of an API page's
 * markup; both code themes draw operators in the plain colour anyway.
 */
export const ROLE_OF_TYPE: Readonly<Record<string, string>> = {
  keyword: 'k',
  builtin: 'b',
  'class-name': 't',
  string: 's',
  'attr-value': 's',
  comment: 'c',
  function: 'f',
  number: 'n',
  boolean: 'n',
};

/**
 * The role of a token: like prism-react-renderer, the last of its types that
 * has a colour wins (`string-interpolation string` is a string), and
 * punctuation anywhere in the list makes it plain.
 */
export function roleOf(types: readonly string[]): string | undefined {
  if (types.includes('punctuation')) return undefined;
  let role: string | undefined;
  for (const type of types) role = ROLE_OF_TYPE[type] ?? role;
  return role;
}

export interface Run {
  text: string;
  role?: string;
}

/** Lines of tokens → one list of runs, neighbours of the same role merged, lines joined by newlines. */
export function toRuns(lines: ReadonlyArray<ReadonlyArray<{types: string[]; content: string; empty?: boolean}>>): Run[] {
  const runs: Run[] = [];
  const add = (text: string, role: string | undefined) => {
    if (!text) return;
    const last = runs[runs.length - 1];
    // Whitespace takes its neighbour's role, so "def  " stays one run.
    if (last && (last.role === role || (/^\s+$/.test(text) && last.role !== undefined))) {
      last.text += text;
    } else {
      runs.push(role ? {text, role} : {text});
    }
  };
  lines.forEach((line, position) => {
    if (position > 0) add('\n', undefined);
    // prism-react-renderer gives a blank line one token "\n" (so a line element keeps its height); the joining newline is enough here.
    for (const token of line) if (!token.empty) add(token.content, roleOf(token.types));
  });
  return runs;
}

/** An API example as the HTML inside its `<code>`: runs with a role are `<span class="role">`. */
export function apiExampleHtml(code: string, language: string): string {
  return toRuns(tokenizeLines(code, language))
    .map((run) => (run.role ? `<span class="${run.role}">${escapeHtml(run.text)}</span>` : escapeHtml(run.text)))
    .join('');
}
