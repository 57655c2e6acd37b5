import sys

import dagster as dg


@dg.asset(partitions_def=dg.DailyPartitionsDefinition(start_date="2025-01-01"))
def daily_orders(
    context: dg.AssetExecutionContext,
    pipes_subprocess_client: dg.PipesSubprocessClient,
) -> dg.MaterializeResult:
    # No extras needed: the partition travels in the Pipes context.
    return pipes_subprocess_client.run(
        command=[sys.executable, dg.file_relative_path(__file__, "partitions_external.py")],
        context=context,
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[daily_orders],
    resources={"pipes_subprocess_client": dg.PipesSubprocessClient()},
)
