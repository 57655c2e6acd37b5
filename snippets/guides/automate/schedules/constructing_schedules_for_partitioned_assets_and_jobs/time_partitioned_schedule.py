import dagster as dg

daily_partitions = dg.DailyPartitionsDefinition(start_date="2025-01-01")


@dg.asset(partitions_def=daily_partitions)
def page_views(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Loading page views for {context.partition_key}")


@dg.asset(partitions_def=daily_partitions, deps=[page_views])
def daily_traffic_summary(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Summarizing traffic for {context.partition_key}")


traffic_job = dg.define_asset_job(
    "traffic_job", selection=[page_views, daily_traffic_summary]
)

# One run per day, for the day that just ended, launched at 01:30.
traffic_schedule = dg.build_schedule_from_partitioned_job(
    traffic_job,
    hour_of_day=1,
    minute_of_hour=30,
)

defs = dg.Definitions(
    assets=[page_views, daily_traffic_summary],
    jobs=[traffic_job],
    schedules=[traffic_schedule],
)
