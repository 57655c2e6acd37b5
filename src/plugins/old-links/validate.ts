import type {RedirectTable} from './table';

function normalize(route: string): string {
  return route.replace(/\/+$/, '') || '/';
}

/**
 * The table with each target written the way the build routes it: a folder's
 * landing page is served at `/x/` (its canonical address), so a redirect to
 * `/x` would cost the reader a second hop.
 */
export function withRoutedTargets(table: RedirectTable, routes: Iterable<string>): RedirectTable {
  const routed = new Map([...routes].map((route) => [normalize(route), route]));
  return {...table, redirects: new Map([...table.redirects].map(([from, to]) => [from, routed.get(normalize(to)) ?? to]))};
}

/**
 * Everything wrong with a redirect table against the routes of the build, one
 * message per problem: a target that is not a page, a source that is a page
 * (the redirect would hide it), a chain (a target that redirects again), a
 * loop, and a prefix rule whose result another rule would rewrite again.
 */
export function redirectProblems(table: RedirectTable, routes: Iterable<string>): string[] {
  const pages = new Set([...routes].map(normalize));
  const problems: string[] = [];
  for (const [from, to] of table.redirects) {
    if (normalize(from) !== from) problems.push(`${from}: write old paths without a trailing slash`);
    if (pages.has(normalize(from))) problems.push(`${from}: is a page of this site; a redirect would hide it`);
    if (from === to) {
      problems.push(`${from}: redirects to itself`);
      continue;
    }
    if (table.redirects.has(to)) {
      // Follow the chain to report a loop as a loop.
      const seen = [from];
      let next: string | undefined = to;
      while (next !== undefined && !seen.includes(next)) {
        seen.push(next);
        next = table.redirects.get(next);
      }
      problems.push(next !== undefined ? `${from}: loop ${[...seen, next].join(' → ')}` : `${from}: chain ${seen.join(' → ')}; point it at the final page`);
    } else if (!pages.has(normalize(to))) {
      problems.push(`${from}: target ${to} is not a page of this site`);
    }
  }
  for (const pattern of table.patterns) {
    for (const other of table.patterns) {
      if (pattern.to.startsWith(other.from) || other.from.startsWith(pattern.to)) {
        problems.push(`pattern ${pattern.from}* → ${pattern.to}*: its result can match pattern ${other.from}* (a chain or a loop)`);
      }
    }
    if (![...pages].some((page) => `${page}/`.startsWith(pattern.to))) {
      problems.push(`pattern ${pattern.from}* → ${pattern.to}*: no page of this site starts with ${pattern.to}`);
    }
  }
  return problems;
}
