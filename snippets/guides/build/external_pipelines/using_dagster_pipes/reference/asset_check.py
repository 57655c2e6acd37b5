import sys

import dagster as dg


@dg.asset
def order_summary() -> None: ...


@dg.asset_check(asset="order_summary")
def summary_is_fresh(
    context: dg.AssetCheckExecutionContext,
    pipes_subprocess_client: dg.PipesSubprocessClient,
) -> dg.AssetCheckResult:
    return pipes_subprocess_client.run(
        command=[sys.executable, dg.file_relative_path(__file__, "asset_check_external.py")],
        # Pipes clients take an op or asset context, so pass the underlying op context.
        context=context.op_execution_context,
    ).get_asset_check_result()


defs = dg.Definitions(
    assets=[order_summary],
    asset_checks=[summary_is_fresh],
    resources={"pipes_subprocess_client": dg.PipesSubprocessClient()},
)
