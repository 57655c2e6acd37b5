import sys

import dagster as dg


@dg.asset(kinds={"python"})
def weekly_signups(
    context: dg.AssetExecutionContext,
    pipes_subprocess_client: dg.PipesSubprocessClient,
) -> dg.MaterializeResult:
    # The script runs in its own process, with its own interpreter and imports.
    script = dg.file_relative_path(__file__, "count_signups.py")
    return pipes_subprocess_client.run(
        command=[sys.executable, script],
        context=context,
        extras={"region": "emea"},
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[weekly_signups],
    resources={"pipes_subprocess_client": dg.PipesSubprocessClient()},
)
