import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {anchorOf} from '../../src/api-reference/anchors';
import {inheritedParams} from '../../src/api-reference/inheritance';
import {collectApiReference} from '../../src/api-reference/load';
import type {PythonSymbol} from '../../src/api-reference/schema';
import {SymbolIndex} from '../../src/api-reference/symbols';
import {PROJECT} from './support/docs';
import {expectedAnchor, isAnchorOf, tsv} from '../support/inventory';

const {pages, problems} = collectApiReference({rootDir: PROJECT});
const pageByRoute = new Map(pages.map((loaded) => [loaded.route, loaded]));

const coreSymbols = tsv('api-core.tsv');

/**
 * Data files checked entry by entry against the Dagster 1.10 source (import
 * path, parameters and inherited fields, defaults, lifecycle stages, bases).
 * Issue 14 asks for all of them; the files not listed here are still to do.
 */
const VERIFIED_FILES = [
  'api/python-api/asset-checks.yaml',
  'api/python-api/config.yaml',
  'api/python-api/definitions.yaml',
  'api/python-api/io-managers.yaml',
  'api/python-api/partitions.yaml',
  'api/python-api/resources.yaml',
  'api/python-api/libraries/dagster-airbyte.yaml',
  'api/python-api/libraries/dagster-aws.yaml',
  'api/python-api/libraries/dagster-databricks.yaml',
  'api/python-api/libraries/dagster-dbt.yaml',
  'api/python-api/libraries/dagster-duckdb.yaml',
  'api/python-api/libraries/dagster-duckdb-pandas.yaml',
  'api/python-api/libraries/dagster-duckdb-polars.yaml',
  'api/python-api/libraries/dagster-duckdb-pyspark.yaml',
  'api/python-api/libraries/dagster-fivetran.yaml',
  'api/python-api/libraries/dagster-k8s.yaml',
  'api/python-api/libraries/dagster-papertrail.yaml',
  'api/python-api/libraries/dagster-slack.yaml',
  'api/python-api/libraries/dagster-snowflake.yaml',
  'api/python-api/libraries/dagster-snowflake-pandas.yaml',
  'api/python-api/libraries/dagster-snowflake-pyspark.yaml',
  'api/python-api/libraries/dagster-ssh.yaml',
  'api/python-api/libraries/dagster-twilio.yaml',
];
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

  test('each checked data file records the release and the source files it was checked against', () => {
    for (const file of VERIFIED_FILES) {
      const loaded = pages.find((candidate) => candidate.file === file);
      expect(loaded, file).toBeDefined();
      expect(loaded!.page.verified_against?.version, file).toBe('1.10.11');
      expect(loaded!.page.verified_against!.sources.length, file).toBeGreaterThan(0);
    }
    // A file that gains a verification record joins the list, so the list stays the record of what is checked.
    const carrying = pages.filter((loaded) => loaded.page.verified_against).map((loaded) => loaded.file);
    expect(carrying.sort()).toEqual([...VERIFIED_FILES].sort());
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
