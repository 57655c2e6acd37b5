import dagster as dg


@dg.asset
def invoice_rollup(context: dg.AssetExecutionContext) -> None:
    context.log.info("Aggregating a month of invoices in memory")


# Runs of this job get a bigger ECS task than the launcher's default.
invoice_rollup_job = dg.define_asset_job(
    "invoice_rollup_job",
    selection=[invoice_rollup],
    tags={"ecs/cpu": "2048", "ecs/memory": "8192"},
)

defs = dg.Definitions(assets=[invoice_rollup], jobs=[invoice_rollup_job])
