import fs from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import {VFile} from 'vfile';
import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {describe, expect, test} from 'vitest';
import {definitionsNames, extractAssetGraph, type AssetGraphData} from '../../src/components/figures/AssetGraph/extract';
import {layoutAssetGraph} from '../../src/components/figures/AssetGraph/layout';
import remarkAssetGraph from '../../src/remark/asset-graph';

const SNIPPETS = path.join(__dirname, '..', '..', 'snippets');
const read = (relative: string) => fs.readFileSync(path.join(SNIPPETS, relative), 'utf8');
const edges = (graph: AssetGraphData) => graph.assets.flatMap((asset) => asset.deps.map((dep) => `${dep} -> ${asset.key}`));

describe('asset graph extraction from the pages’ own snippets', () => {
  test('quickstart: a chain built from function parameters', () => {
    const graph = extractAssetGraph(read('getting_started/quickstart/assets.py'));
    expect(graph.assets.map((asset) => asset.key)).toEqual(['raw_orders', 'daily_revenue', 'revenue_report']);
    expect(edges(graph)).toEqual(['raw_orders -> daily_revenue', 'daily_revenue -> revenue_report']);
  });

  test('ETL tutorial: deps=[...], groups, kinds, partitions, automation and checks', () => {
    const graph = extractAssetGraph(read('etl_pipeline_tutorial/etl_tutorial/defs/assets.py'));
    expect(graph.assets.map((asset) => asset.key)).toEqual([
      'products',
      'sales_reps',
      'sales_data',
      'enriched_sales',
      'monthly_sales_performance',
      'category_performance',
      'sales_report',
    ]);
    expect(edges(graph)).toEqual([
      'products -> enriched_sales',
      'sales_reps -> enriched_sales',
      'sales_data -> enriched_sales',
      'enriched_sales -> monthly_sales_performance',
      'enriched_sales -> category_performance',
      'enriched_sales -> sales_report',
    ]);
    const byKey = new Map(graph.assets.map((asset) => [asset.key, asset]));
    expect(byKey.get('products')).toMatchObject({group: 'ingestion', kinds: ['duckdb'], partitioned: false});
    expect(byKey.get('monthly_sales_performance')).toMatchObject({group: 'analysis', partitioned: true, automated: false});
    expect(byKey.get('category_performance')).toMatchObject({partitioned: true, automated: true});
    expect(byKey.get('sales_data')?.checks).toEqual(['sales_data_amounts_are_positive']);
    expect(byKey.get('enriched_sales')?.checks).toEqual(['enriched_sales_has_no_orphans']);
    // `database` and `config` are parameters, but not assets.
    expect(byKey.get('sales_report')?.deps).toEqual(['enriched_sales']);
  });

  test('a tutorial step keeps only what its Definitions registers', () => {
    const assets = read('etl_pipeline_tutorial/etl_tutorial/defs/assets.py');
    const step1 = extractAssetGraph(assets, definitionsNames(read('etl_pipeline_tutorial/steps/step1_definitions.py')));
    expect(step1.assets.map((asset) => asset.key)).toEqual(['products', 'sales_reps', 'sales_data']);
    expect(edges(step1)).toEqual([]);
    const step2 = extractAssetGraph(assets, definitionsNames(read('etl_pipeline_tutorial/steps/step2_definitions.py')));
    expect(step2.assets.map((asset) => asset.key)).toContain('enriched_sales');
    expect(step2.assets.every((asset) => asset.checks.length === 0)).toBe(true);
    const step3 = extractAssetGraph(assets, definitionsNames(read('etl_pipeline_tutorial/steps/step3_definitions.py')));
    expect(step3.assets.find((asset) => asset.key === 'sales_data')?.checks).toEqual(['sales_data_amounts_are_positive']);
  });

  test('changing the snippet changes the graph', () => {
    const original = read('getting_started/quickstart/assets.py');
    const edited = original
      .replace('def revenue_report(daily_revenue: pd.DataFrame)', 'def revenue_report(raw_orders: pd.DataFrame)')
      .concat('\n\n@dg.asset(deps=[revenue_report, "audit_log", dg.AssetKey(["finance", "ledger"])])\ndef archive() -> None:\n    pass\n');
    expect(edited).not.toBe(original);
    const graph = extractAssetGraph(edited);
    expect(edges(graph)).toEqual([
      'raw_orders -> daily_revenue',
      'raw_orders -> revenue_report',
      'revenue_report -> archive',
      'audit_log -> archive',
      'finance/ledger -> archive',
    ]);
    expect(graph.assets.filter((asset) => asset.external).map((asset) => asset.key).sort()).toEqual(['audit_log', 'finance/ledger']);
  });

  test('AssetSpec declarations, explicit keys and decorators with comments and strings', () => {
    const source = [
      'import dagster as dg',
      'raw_events = dg.AssetSpec("raw_events", group_name="external")',
      '@dg.asset(key="cleaned", deps=[raw_events])  # the string "deps=[x]" in a comment is ignored',
      'def clean(context) -> None:',
      '    """A docstring with (brackets] and deps=[nothing]."""',
      '@dg.asset',
      'def summary(cleaned):',
      '    return cleaned',
      '@dg.asset_check(asset="cleaned")',
      'def not_empty():',
      '    ...',
    ].join('\n');
    const graph = extractAssetGraph(source);
    expect(graph.assets.map((asset) => asset.key)).toEqual(['cleaned', 'summary', 'raw_events']);
    expect(edges(graph)).toEqual(['raw_events -> cleaned']);
    expect(graph.assets.find((asset) => asset.key === 'raw_events')).toMatchObject({external: true, group: 'external'});
    expect(graph.assets.find((asset) => asset.key === 'cleaned')?.checks).toEqual(['not_empty']);
  });
});

describe('asset graph layout', () => {
  test('layers follow the longest path and every edge points right', () => {
    const layout = layoutAssetGraph(extractAssetGraph(read('etl_pipeline_tutorial/etl_tutorial/defs/assets.py')));
    const layerOf = Object.fromEntries(layout.nodes.map((node) => [node.asset.key, node.layer]));
    expect(layerOf).toEqual({
      products: 0,
      sales_reps: 0,
      sales_data: 0,
      enriched_sales: 1,
      monthly_sales_performance: 2,
      category_performance: 2,
      sales_report: 2,
    });
    for (const edge of layout.edges) expect(edge.to.x).toBeGreaterThan(edge.from.x + layout.nodeWidth);
    for (const node of layout.nodes) expect(node.x + layout.nodeWidth).toBeLessThanOrEqual(layout.width);
  });

  test('a cycle is reported, not looped on', () => {
    const cycle: AssetGraphData = {
      assets: ['a', 'b'].map((key) => ({key, deps: [key === 'a' ? 'b' : 'a'], kinds: [], partitioned: false, automated: false, checks: [], external: false})),
    };
    expect(() => layoutAssetGraph(cycle)).toThrow(/cycle/);
  });
});

describe('remark asset-graph plugin', () => {
  async function transform(mdx: string): Promise<MdxJsxFlowElement> {
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkAssetGraph, {snippetsDir: SNIPPETS});
    const tree = (await processor.run(processor.parse(new VFile({path: 'docs/page.mdx', value: mdx})), new VFile({path: 'docs/page.mdx'}))) as Root;
    return tree.children.find((node) => node.type === 'mdxJsxFlowElement') as MdxJsxFlowElement;
  }

  test('fills graph= from the snippet named on the element', async () => {
    const element = await transform('<AssetGraphFigure snippet="getting_started/quickstart/assets.py" caption="x" />\n');
    const graph = element.attributes.find((attribute) => 'name' in attribute && attribute.name === 'graph');
    expect(JSON.parse(String(graph?.value))).toEqual(extractAssetGraph(read('getting_started/quickstart/assets.py')));
  });

  test('a missing snippet fails the build with the page and line', async () => {
    await expect(transform('text\n\n<AssetGraphFigure snippet="nope/missing.py" />\n')).rejects.toThrow(
      '[asset-graph] docs/page.mdx:3: snippet file not found: snippets/nope/missing.py',
    );
  });
});
