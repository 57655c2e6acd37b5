import dagster as dg

from etl_tutorial.defs.assets import monthly_sales_performance

# [start:refresh_schedule]
sales_refresh_job = dg.define_asset_job(
    name="sales_refresh_job",
    selection=dg.AssetSelection.groups("ingestion", "transformation"),
)

daily_refresh_schedule = dg.ScheduleDefinition(
    name="daily_refresh_schedule",
    job=sales_refresh_job,
    cron_schedule="0 6 * * *",  # every day at 06:00 UTC
)
# [end:refresh_schedule]

# [start:monthly_schedule]
monthly_performance_job = dg.define_asset_job(
    name="monthly_performance_job",
    selection=[monthly_sales_performance],
)

monthly_performance_schedule = dg.build_schedule_from_partitioned_job(
    monthly_performance_job,
    name="monthly_performance_schedule",
    hour_of_day=7,
)
# [end:monthly_schedule]
