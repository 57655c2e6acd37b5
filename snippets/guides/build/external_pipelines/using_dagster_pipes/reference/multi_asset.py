import sys

import dagster as dg


@dg.multi_asset(
    specs=[dg.AssetSpec("orders_clean"), dg.AssetSpec("customers_clean")],
)
def clean_tables(
    context: dg.AssetExecutionContext,
    pipes_subprocess_client: dg.PipesSubprocessClient,
):
    # One process materializes both assets; get_results() returns one result per asset.
    yield from pipes_subprocess_client.run(
        command=[sys.executable, dg.file_relative_path(__file__, "multi_asset_external.py")],
        context=context,
    ).get_results()


defs = dg.Definitions(
    assets=[clean_tables],
    resources={"pipes_subprocess_client": dg.PipesSubprocessClient()},
)
