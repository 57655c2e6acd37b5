import sys

import dagster as dg


@dg.asset(kinds={"python"})
def order_summary(
    context: dg.AssetExecutionContext,
    pipes_subprocess_client: dg.PipesSubprocessClient,
) -> dg.MaterializeResult:
    script_path = dg.file_relative_path(__file__, "external_code.py")
    invocation = pipes_subprocess_client.run(
        command=[sys.executable, script_path],
        context=context,
    )
    return invocation.get_materialize_result()


defs = dg.Definitions(
    assets=[order_summary],
    resources={"pipes_subprocess_client": dg.PipesSubprocessClient()},
)
