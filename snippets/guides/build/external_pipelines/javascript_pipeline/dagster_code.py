import shutil

import dagster as dg


@dg.asset(kinds={"javascript"})
def web_vitals_summary(
    context: dg.AssetExecutionContext,
    pipes_subprocess_client: dg.PipesSubprocessClient,
) -> dg.MaterializeResult:
    node = shutil.which("node")
    if node is None:
        raise dg.Failure("Node.js is not installed or not on PATH.")
    return pipes_subprocess_client.run(
        command=[node, dg.file_relative_path(__file__, "js/summarize_vitals.js")],
        context=context,
        extras={"lcp_budget_ms": 2500},
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[web_vitals_summary],
    resources={"pipes_subprocess_client": dg.PipesSubprocessClient()},
)
