import dagster as dg


@dg.asset
def daily_orders(context: dg.AssetExecutionContext) -> None:
    context.log.info("Exporting yesterday's orders")


@dg.asset(deps=[daily_orders])
def revenue_by_region(context: dg.AssetExecutionContext) -> None:
    context.log.info("Summing order totals per region")


orders_job = dg.define_asset_job("orders_job", selection=[daily_orders, revenue_by_region])

nightly_orders = dg.ScheduleDefinition(job=orders_job, cron_schedule="0 2 * * *")

# One Definitions object at module scope: this module is one code location.
defs = dg.Definitions(
    assets=[daily_orders, revenue_by_region],
    jobs=[orders_job],
    schedules=[nightly_orders],
)
