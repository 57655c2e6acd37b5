import os
import shutil

import dagster as dg

SCRIPT = "/opt/shop/scripts/score_returns.py"


@dg.asset(
    partitions_def=dg.DailyPartitionsDefinition(start_date="2025-01-01"),
    description="Fraud score of each product return, computed by score_returns.py",
)
def scored_returns(
    context: dg.AssetExecutionContext, pipes_subprocess_client: dg.PipesSubprocessClient
) -> dg.MaterializeResult:
    # {{ ds }} in Airflow is the run's logical date; here it is the partition key.
    return pipes_subprocess_client.run(
        command=[shutil.which("python"), SCRIPT, "--day", context.partition_key],
        context=context,
        env={"RETURNS_DB_URL": os.environ["RETURNS_DB_URL"]},
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[scored_returns],
    resources={"pipes_subprocess_client": dg.PipesSubprocessClient()},
)
