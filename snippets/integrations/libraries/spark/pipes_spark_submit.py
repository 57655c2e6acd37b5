import shutil
from pathlib import Path

import dagster as dg

SCRIPT = Path(__file__).parent / "spark_jobs" / "device_uptime.py"


@dg.asset(kinds={"spark"})
def device_uptime(
    context: dg.AssetExecutionContext, pipes_subprocess_client: dg.PipesSubprocessClient
) -> dg.MaterializeResult:
    """Uptime per device, computed by a PySpark script that Dagster starts."""
    command = [
        shutil.which("spark-submit") or "spark-submit",
        "--master",
        "local[4]",
        str(SCRIPT),
    ]
    return pipes_subprocess_client.run(
        command=command,
        context=context,
        extras={"min_heartbeats": 12},
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[device_uptime],
    resources={"pipes_subprocess_client": dg.PipesSubprocessClient()},
)
