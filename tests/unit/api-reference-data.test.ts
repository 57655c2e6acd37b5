import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {anchorOf} from '../../src/api-reference/anchors';
import {collectApiReference} from '../../src/api-reference/load';
import {PROJECT} from './support/docs';

const INVENTORY = path.join(PROJECT, '..', 'shared', 'inventory');
const {pages, problems} = collectApiReference({rootDir: PROJECT});
const pageByRoute = new Map(pages.map((loaded) => [loaded.route, loaded]));

function tsv(file: string): Record<string, string>[] {
  const [header, ...rows] = fs.readFileSync(path.join(INVENTORY, file), 'utf8').trim().split('\n');
  const columns = header!.split('\t');
  return rows.map((row) => Object.fromEntries(row.split('\t').map((cell, position) => [columns[position], cell])));
}

/** The anchor api-core.tsv implies for a listed symbol. */
function expectedAnchor(symbol: string, kind: string): string {
  if (kind === 'cli-command') return symbol.replace(/ /g, '-');
  if (kind === 'rest-endpoint') return symbol;
  return `dagster.${symbol}`;
}

/** True when `anchor` is `dagster.<private or public submodules>.<symbol>`. */
function isSubmodulePathOf(anchor: string, symbol: string): boolean {
  return /^dagster(\.[a-z_][a-z0-9_]*)+$/.test(anchor.slice(0, -(symbol.length + 1))) && anchor.endsWith(`.${symbol}`);
}

const coreSymbols = tsv('api-core.tsv');
const apiRoutes = tsv('routes.tsv').filter((row) => row.sidebar === 'api').map((row) => row.route!);

describe('API reference data (api/)', () => {
  test('every data file passes the schema and the cross-file rules', () => {
    expect(problems).toEqual([]);
  });

  test('every route of the api sidebar has a data file or a hand-written page', () => {
    const handWritten = (route: string) =>
      ['.mdx', '/index.mdx'].some((suffix) => fs.existsSync(path.join(PROJECT, 'docs', `${route.replace(/^\//, '')}${suffix}`)));
    const missing = apiRoutes.filter((route) => !pageByRoute.has(route) && !handWritten(route));
    expect(missing).toEqual([]);
    expect(apiRoutes.length).toBeGreaterThanOrEqual(86);
  });

  test.each(coreSymbols.map((row) => [`${row.route}#${expectedAnchor(row.symbol!, row.kind!)}`, row] as const))(
    '%s is documented',
    (_, row) => {
      const loaded = pageByRoute.get(row.route!);
      expect(loaded, `data file for ${row.route}`).toBeDefined();
      const anchors = loaded!.page.sections.flatMap((section) =>
        section.symbols.flatMap((symbol) => [
          anchorOf(symbol),
          ...('members' in symbol ? (symbol.members ?? []).map((member) => member.path) : []),
          ...('subcommands' in symbol ? (symbol.subcommands ?? []).map((sub) => sub.command.replace(/ /g, '-')) : []),
        ]),
      );
      const expected = expectedAnchor(row.symbol!, row.kind!);
      // A few symbols are not exported from the top-level package; their anchor is their real
      // import path inside `dagster` (ForkedPdb lives in dagster._utils.forked_pdb).
      const documented = anchors.includes(expected) || anchors.some((anchor) => isSubmodulePathOf(anchor, row.symbol!));
      expect(documented, `${expected} among ${anchors.join(', ')}`).toBe(true);
    },
  );

  test('library pages document their own package and link an integration page that exists', () => {
    for (const {route, page} of pages.filter((loaded) => loaded.route.includes('/libraries/'))) {
      expect(route.endsWith(`/${page.package}`), route).toBe(true);
      if (page.integration) {
        const doc = path.join(PROJECT, 'docs', page.integration.slice(1));
        expect(fs.existsSync(`${doc}.mdx`) || fs.existsSync(path.join(doc, 'index.mdx')), page.integration).toBe(true);
      }
    }
  });
});
