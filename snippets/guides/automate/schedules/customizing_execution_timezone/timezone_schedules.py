import dagster as dg


@dg.asset
def store_openings() -> None:
    """Checks which stores opened on time."""


openings_job = dg.define_asset_job("openings_job", selection=[store_openings])

# 08:00 in Los Angeles, whether or not daylight saving time is in effect.
openings_schedule = dg.ScheduleDefinition(
    job=openings_job,
    cron_schedule="0 8 * * *",
    execution_timezone="America/Los_Angeles",
)

# Partitions that follow the business day in Tokyo.
tokyo_days = dg.DailyPartitionsDefinition(start_date="2025-01-01", timezone="Asia/Tokyo")


@dg.asset(partitions_def=tokyo_days)
def tokyo_orders(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Loading Tokyo orders for {context.partition_key}")


tokyo_job = dg.define_asset_job("tokyo_job", selection=[tokyo_orders])

# Runs shortly after midnight Tokyo time: the timezone comes from the partitions.
tokyo_schedule = dg.build_schedule_from_partitioned_job(tokyo_job, minute_of_hour=10)

defs = dg.Definitions(
    assets=[store_openings, tokyo_orders],
    jobs=[openings_job, tokyo_job],
    schedules=[openings_schedule, tokyo_schedule],
)
