import sys

import dagster as dg


@dg.asset(
    kinds={"python"},
    check_specs=[dg.AssetCheckSpec(name="no_negative_amounts", asset="order_summary")],
)
def order_summary(
    context: dg.AssetExecutionContext,
    pipes_subprocess_client: dg.PipesSubprocessClient,
) -> dg.MaterializeResult:
    return pipes_subprocess_client.run(
        command=[sys.executable, dg.file_relative_path(__file__, "external_code.py")],
        context=context,
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[order_summary],
    resources={"pipes_subprocess_client": dg.PipesSubprocessClient()},
)
