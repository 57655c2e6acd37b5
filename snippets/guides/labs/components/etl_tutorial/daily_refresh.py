import dagster as dg

# Refresh every asset in the project at 05:30 each morning.
daily_refresh = dg.ScheduleDefinition(
    name="daily_refresh",
    cron_schedule="30 5 * * *",
    target=dg.AssetSelection.all(),
    execution_timezone="Europe/Amsterdam",
)
