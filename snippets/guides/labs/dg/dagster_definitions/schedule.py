import dagster as dg

sales_refresh = dg.ScheduleDefinition(
    name="sales_refresh",
    cron_schedule="0 6 * * *",
    target=dg.AssetSelection.groups("sales"),
)
