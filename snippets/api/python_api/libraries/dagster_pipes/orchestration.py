# The Dagster side that launches external_script.py.
import shutil

import dagster as dg


@dg.asset(check_specs=[dg.AssetCheckSpec("no_negative_amounts", asset="cleaned_orders")])
def cleaned_orders(
    context: dg.AssetExecutionContext, pipes_subprocess_client: dg.PipesSubprocessClient
):
    return pipes_subprocess_client.run(
        command=[shutil.which("python"), "external_script.py"],
        context=context,
        extras={"source_path": "data/orders.csv"},
    ).get_results()


defs = dg.Definitions(
    assets=[cleaned_orders],
    resources={"pipes_subprocess_client": dg.PipesSubprocessClient()},
)
