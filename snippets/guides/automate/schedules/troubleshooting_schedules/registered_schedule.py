import dagster as dg


@dg.asset
def exchange_rates() -> None:
    """Downloads the day's reference exchange rates."""


rates_job = dg.define_asset_job("rates_job", selection=[exchange_rates])

rates_schedule = dg.ScheduleDefinition(
    name="rates_schedule",
    job=rates_job,
    # 16:30 in Frankfurt, after the reference rates are published.
    cron_schedule="30 16 * * 1-5",
    execution_timezone="Europe/Berlin",
    # Start running as soon as the code location loads, without a click in the UI.
    default_status=dg.DefaultScheduleStatus.RUNNING,
)

# A schedule that is not listed here does not exist as far as Dagster is concerned.
defs = dg.Definitions(
    assets=[exchange_rates],
    jobs=[rates_job],
    schedules=[rates_schedule],
)
