import {parseLineRanges} from './snippet-meta';

/** Lines such as `# [start:name]` and `# [end:name]` delimit a named region. */
const MARKER_LINE = /^\s*#\s*\[(start|end):([\w-]+)\]\s*$/;

export interface SnippetSelection {
  lines?: string;
  marker?: string;
  /** Comma-separated marker names whose regions are left out (code a later step adds). */
  hide?: string;
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
  for (const name of (selection.hide ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    picked = withoutRegion(picked, name);
  }
  return dedent(picked.filter((line) => !MARKER_LINE.test(line))).join('\n');
}

function withoutRegion(lines: string[], name: string): string[] {
  const region = regionBounds(lines, name);
  return [...lines.slice(0, region.start), ...lines.slice(region.end + 1)];
}

function regionLines(lines: string[], name: string): string[] {
  const {start, end} = regionBounds(lines, name);
  return lines.slice(start + 1, end);
}

/** Line numbers of a region's start and end marker lines. */
function regionBounds(lines: string[], name: string): {start: number; end: number} {
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
  return {start, end};
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
