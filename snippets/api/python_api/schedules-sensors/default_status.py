from pathlib import Path

import dagster as dg


@dg.asset
def daily_orders() -> None: ...


orders_job = dg.define_asset_job("orders_job", selection=[daily_orders])


# [start:default_status]
# Running as soon as the code location loads, without a click in the UI.
nightly_orders = dg.ScheduleDefinition(
    job=orders_job,
    cron_schedule="0 2 * * *",
    default_status=dg.DefaultScheduleStatus.RUNNING,
)


# Stopped until someone turns it on (the default, written out here).
@dg.sensor(job=orders_job, default_status=dg.DefaultSensorStatus.STOPPED)
def new_orders_file_sensor():
    orders_file = Path("/data/incoming/orders.csv")
    if not orders_file.exists():
        return dg.SkipReason("No orders file yet")
    return dg.RunRequest(run_key=str(orders_file.stat().st_mtime))
# [end:default_status]


defs = dg.Definitions(
    assets=[daily_orders],
    jobs=[orders_job],
    schedules=[nightly_orders],
    sensors=[new_orders_file_sensor],
)
