import fs from 'node:fs';
import yaml from 'js-yaml';

/** A prefix rule: `/dagster-cloud/x` → `/dagster-plus/x`. */
export interface RedirectPattern {
  from: string;
  to: string;
}

export interface RedirectTable {
  /** Old path → route of this site. */
  redirects: ReadonlyMap<string, string>;
  patterns: readonly RedirectPattern[];
}

const PATH = /^\/[\w./-]*$/;

/** Reads and shape-checks `redirects/old-docs.yaml`; route checks happen in validate.ts. */
export function parseRedirectTable(text: string, label = 'redirects table'): RedirectTable {
  const data = yaml.load(text) as {redirects?: unknown; patterns?: unknown} | null;
  const fail = (message: string): never => {
    throw new Error(`[old-links] ${label}: ${message}`);
  };
  if (data === null || typeof data !== 'object') fail('expected a mapping with `redirects` and `patterns`');
  const rawRedirects = data!.redirects;
  if (rawRedirects === null || typeof rawRedirects !== 'object' || Array.isArray(rawRedirects)) fail('`redirects` must map old paths to routes');
  const redirects = new Map<string, string>();
  for (const [from, to] of Object.entries(rawRedirects as Record<string, unknown>)) {
    if (typeof to !== 'string') fail(`${from}: the target must be a path`);
    if (!PATH.test(from) || !PATH.test(to as string)) fail(`${from} → ${String(to)}: both sides must be paths starting with /`);
    redirects.set(from, to as string);
  }
  const rawPatterns = data!.patterns ?? [];
  if (!Array.isArray(rawPatterns)) fail('`patterns` must be a list of {from, to}');
  const patterns = (rawPatterns as unknown[]).map((entry) => {
    const {from, to} = (entry ?? {}) as {from?: unknown; to?: unknown};
    if (typeof from !== 'string' || typeof to !== 'string' || !from.endsWith('/') || !to.endsWith('/') || !PATH.test(from) || !PATH.test(to)) {
      return fail(`pattern ${JSON.stringify(entry)}: from and to must be paths ending with /`);
    }
    return {from, to};
  });
  return {redirects, patterns};
}

export function loadRedirectTable(file: string): RedirectTable {
  return parseRedirectTable(fs.readFileSync(file, 'utf8'), file);
}
