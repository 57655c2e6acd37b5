import sys

import dagster as dg


@dg.asset(kinds={"python"})
def order_summary(
    context: dg.AssetExecutionContext,
    pipes_subprocess_client: dg.PipesSubprocessClient,
) -> dg.MaterializeResult:
    return pipes_subprocess_client.run(
        command=[sys.executable, dg.file_relative_path(__file__, "external_code.py")],
        context=context,
        # Extras travel inside the Pipes context; read them with get_extra().
        extras={"currency": "EUR", "min_amount": 10},
        # Environment variables are set on the subprocess itself.
        env={"ORDERS_DB_URL": "postgresql://reader@db.internal/orders"},
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[order_summary],
    resources={"pipes_subprocess_client": dg.PipesSubprocessClient()},
)
