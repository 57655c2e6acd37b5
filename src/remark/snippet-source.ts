import {parseLineRanges} from './snippet-meta';

/** Lines such as `# [start:name]` and `# [end:name]` delimit a named region. */
const MARKER_LINE = /^\s*#\s*\[(start|end):([\w-]+)\]\s*$/;

export interface SnippetSelection {
  lines?: string;
  marker?: string;
}

/**
 * Cuts the part of a snippet file a page asked for. Marker comment lines are
 * never shown; a region is dedented so it reads as a standalone block.
 */
export function selectSnippet(source: string, selection: SnippetSelection): string {
  if (selection.lines !== undefined && selection.marker !== undefined) {
    throw new Error('use either lines= or marker=, not both');
  }
  const allLines = source.replace(/\r\n/g, '\n').replace(/\n+$/, '').split('\n');
  let picked: string[];
  if (selection.marker !== undefined) {
    picked = regionLines(allLines, selection.marker);
  } else if (selection.lines !== undefined) {
    picked = parseLineRanges(selection.lines).flatMap(([start, end]) => {
      if (end > allLines.length) {
        throw new Error(`line range ${start}-${end} is past the end of the file (${allLines.length} lines)`);
      }
      return allLines.slice(start - 1, end);
    });
  } else {
    picked = allLines;
  }
  return dedent(picked.filter((line) => !MARKER_LINE.test(line))).join('\n');
}

function regionLines(lines: string[], name: string): string[] {
  const isMarker = (line: string, kind: 'start' | 'end') => {
    const match = MARKER_LINE.exec(line);
    return match !== null && match[1] === kind && match[2] === name;
  };
  const start = lines.findIndex((line) => isMarker(line, 'start'));
  if (start === -1) {
    throw new Error(`marker "# [start:${name}]" not found`);
  }
  const end = lines.findIndex((line, index) => index > start && isMarker(line, 'end'));
  if (end === -1) {
    throw new Error(`marker "# [end:${name}]" not found after its start`);
  }
  return lines.slice(start + 1, end);
}

function dedent(lines: string[]): string[] {
  const indents = lines
    .filter((line) => line.trim() !== '')
    .map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
  const common = indents.length === 0 ? 0 : Math.min(...indents);
  const trimmed = lines.map((line) => line.slice(common));
  while (trimmed.length > 0 && trimmed[0]?.trim() === '') trimmed.shift();
  while (trimmed.length > 0 && trimmed[trimmed.length - 1]?.trim() === '') trimmed.pop();
  return trimmed;
}
