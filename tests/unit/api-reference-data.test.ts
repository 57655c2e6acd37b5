import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {anchorOf} from '../../src/api-reference/anchors';
import {inheritedParams} from '../../src/api-reference/inheritance';
import {collectApiReference} from '../../src/api-reference/load';
import type {PythonSymbol} from '../../src/api-reference/schema';
import {SymbolIndex} from '../../src/api-reference/symbols';
import {PROJECT} from './support/docs';
import {coreSymbolsOf1_10_11, expectedAnchor, isAnchorOf, tsv} from '../support/inventory';

const {pages, problems} = collectApiReference({rootDir: PROJECT});
const pageByRoute = new Map(pages.map((loaded) => [loaded.route, loaded]));

const coreSymbols = coreSymbolsOf1_10_11();

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
      expect(anchors.some((anchor) => isAnchorOf(anchor, row.symbol!, row.kind!))).toBe(true);
    },
  );

  test('every data file records the release and the source files it was checked against, entry by entry', () => {
    expect(pages.length).toBeGreaterThanOrEqual(83);
    const unchecked = pages.filter((loaded) => loaded.page.verified_against?.version !== '1.10.11' || loaded.page.verified_against.sources.length === 0);
    expect(unchecked.map((loaded) => loaded.file)).toEqual([]);
  });

  test('the AWS resources built on boto3 take the nine session fields of their base, written once', () => {
    const index = new SymbolIndex(pages);
    const boto3Fields = [
      'region_name',
      'max_attempts',
      'profile_name',
      'use_ssl',
      'endpoint_url',
      'verify',
      'aws_access_key_id',
      'aws_secret_access_key',
      'aws_session_token',
    ];
    for (const path of ['dagster_aws.ssm.SSMResource', 'dagster_aws.secretsmanager.SecretsManagerResource', 'dagster_aws.s3.S3Resource']) {
      const entry = index.get(path)?.entry as PythonSymbol | undefined;
      expect(entry, path).toBeDefined();
      const inherited = inheritedParams(entry!, index, ['dagster_aws']).flatMap((group) => group.params.map((param) => param.name));
      expect(inherited, path).toEqual(expect.arrayContaining(boto3Fields));
      expect((entry!.params ?? []).filter((param) => boto3Fields.includes(param.name)), path).toEqual([]);
    }
  });

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
