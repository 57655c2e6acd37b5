import dagster as dg

# end_offset=1 adds the hour that is still in progress to the partitions,
# so it becomes the latest partition and each tick runs it.
current_hour = dg.HourlyPartitionsDefinition(start_date="2025-01-01-00:00", end_offset=1)


@dg.asset(partitions_def=current_hour)
def live_orders(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Loading orders so far in the hour starting {context.partition_key}")


live_orders_job = dg.define_asset_job("live_orders_job", selection=[live_orders])

# Ticks at 45 minutes past each hour and refreshes that same hour.
live_orders_schedule = dg.build_schedule_from_partitioned_job(live_orders_job, minute_of_hour=45)

defs = dg.Definitions(
    assets=[live_orders],
    jobs=[live_orders_job],
    schedules=[live_orders_schedule],
)
