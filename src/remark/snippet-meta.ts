/**
 * Parses a code fence's meta string (`file=a/b.py lines=1-3 title="x y"`)
 * into key/value pairs, keeping the order and the original text of each token
 * so the keys the snippet plugin consumes can be removed and the rest kept.
 */
export interface MetaToken {
  key: string;
  value: string | undefined;
  raw: string;
}

const TOKEN = /([A-Za-z_][\w-]*)(?:=("[^"]*"|'[^']*'|\{[^}]*\}|\S+))?|\S+/g;

export function parseMeta(meta: string | null | undefined): MetaToken[] {
  if (!meta) {
    return [];
  }
  const tokens: MetaToken[] = [];
  for (const match of meta.matchAll(TOKEN)) {
    const raw = match[0];
    const key = match[1];
    if (key === undefined) {
      tokens.push({key: raw, value: undefined, raw});
      continue;
    }
    const rawValue = match[2];
    tokens.push({key, value: rawValue === undefined ? undefined : unquote(rawValue), raw});
  }
  return tokens;
}

function unquote(value: string): string {
  const first = value[0];
  if ((first === '"' || first === "'") && value.endsWith(first) && value.length >= 2) {
    return value.slice(1, -1);
  }
  return value;
}

/** Parses `3-12` or `1-3,8-12` or `5` into inclusive 1-based ranges. */
export function parseLineRanges(spec: string): Array<[number, number]> {
  return spec.split(',').map((part) => {
    const match = /^\s*(\d+)(?:\s*-\s*(\d+))?\s*$/.exec(part);
    if (!match?.[1]) {
      throw new Error(`invalid line range "${part}" (expected N or N-M)`);
    }
    const start = Number(match[1]);
    const end = match[2] === undefined ? start : Number(match[2]);
    if (start < 1 || end < start) {
      throw new Error(`invalid line range "${part}" (lines start at 1 and end >= start)`);
    }
    return [start, end];
  });
}
