import dagster as dg

daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")


@dg.asset(partitions_def=daily)
def page_views(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Loading page views for {context.partition_key}")


@dg.asset(partitions_def=daily, deps=[page_views])
def daily_sessions(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Building sessions for {context.partition_key}")


# No partitions_def here: the job is partitioned like the assets it selects.
web_analytics_job = dg.define_asset_job(
    name="web_analytics_job",
    selection=[page_views, daily_sessions],
)

# One run per day, for the partition that has just ended.
web_analytics_schedule = dg.build_schedule_from_partitioned_job(web_analytics_job)

defs = dg.Definitions(
    assets=[page_views, daily_sessions],
    jobs=[web_analytics_job],
    schedules=[web_analytics_schedule],
)
