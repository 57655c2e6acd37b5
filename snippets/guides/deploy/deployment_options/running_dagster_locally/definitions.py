import os

import dagster as dg


@dg.asset
def hourly_sensor_readings(context: dg.AssetExecutionContext) -> None:
    context.log.info("Collecting the last hour of temperature readings")


readings_job = dg.define_asset_job("readings_job", selection=[hourly_sensor_readings])

# dagster dev sets DAGSTER_IS_DEV_CLI, so the schedule stays off on laptops
# and starts in the RUNNING state everywhere else.
running_locally = bool(os.getenv("DAGSTER_IS_DEV_CLI"))

hourly_readings = dg.ScheduleDefinition(
    job=readings_job,
    cron_schedule="0 * * * *",
    default_status=(
        dg.DefaultScheduleStatus.STOPPED
        if running_locally
        else dg.DefaultScheduleStatus.RUNNING
    ),
)

defs = dg.Definitions(
    assets=[hourly_sensor_readings],
    jobs=[readings_job],
    schedules=[hourly_readings],
)
