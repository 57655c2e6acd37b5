import datetime

import dagster as dg


@dg.asset
def orders():
    return [101, 102, 103]


@dg.asset(deps=[orders])
def order_summary():
    return {"count": 3}


# [start:schedule_definition]
# Refresh both assets every weekday at 06:00 New York time.
weekday_refresh = dg.ScheduleDefinition(
    name="weekday_orders_refresh",
    cron_schedule="0 6 * * 1-5",
    target=[orders, order_summary],
    execution_timezone="America/New_York",
    default_status=dg.DefaultScheduleStatus.RUNNING,
)
# [end:schedule_definition]


class ExportConfig(dg.Config):
    export_date: str


@dg.op
def export_orders(context: dg.OpExecutionContext, config: ExportConfig):
    context.log.info(f"Exporting orders for {config.export_date}")


@dg.job
def export_job():
    export_orders()


# [start:schedule_decorator]
@dg.schedule(job=export_job, cron_schedule="15 2 * * *", execution_timezone="Europe/Paris")
def nightly_export(context: dg.ScheduleEvaluationContext):
    # Export the previous day's orders; the run key makes each tick launch one run at most.
    day = (context.scheduled_execution_time - datetime.timedelta(days=1)).strftime("%Y-%m-%d")
    if day.endswith("-12-25"):
        return dg.SkipReason("No export on holidays")
    return dg.RunRequest(
        run_key=day,
        run_config=dg.RunConfig(ops={"export_orders": ExportConfig(export_date=day)}),
        tags={"export_date": day},
    )
# [end:schedule_decorator]


# [start:partitioned_schedule]
daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")


@dg.asset(partitions_def=daily)
def daily_sales(context: dg.AssetExecutionContext):
    context.log.info(f"Loading sales for {context.partition_key}")


daily_sales_job = dg.define_asset_job("daily_sales_job", selection=[daily_sales])

# Runs once a day at 03:30 and requests the partition for the day that just ended.
daily_sales_schedule = dg.build_schedule_from_partitioned_job(
    daily_sales_job,
    hour_of_day=3,
    minute_of_hour=30,
)
# [end:partitioned_schedule]


# [start:static_partitioned_schedule]
regions = dg.StaticPartitionsDefinition(["us", "eu", "apac"])


@dg.op
def count_stock(context: dg.OpExecutionContext):
    context.log.info(f"Counting stock in {context.partition_key}")


# An op job carries its own partitions definition, which the schedule reads.
@dg.job(partitions_def=regions)
def inventory_job():
    count_stock()


# A static partitions definition has no cadence, so you give the cron schedule.
# Each tick requests one run per region.
inventory_schedule = dg.build_schedule_from_partitioned_job(
    inventory_job,
    cron_schedule="0 * * * *",
    execution_timezone="UTC",
)
# [end:static_partitioned_schedule]


# [start:build_schedule_context]
def test_nightly_export():
    context = dg.build_schedule_context(
        scheduled_execution_time=datetime.datetime(2025, 3, 4, 2, 15)
    )
    run_request = nightly_export(context)
    assert run_request.run_key == "2025-03-03"
# [end:build_schedule_context]


defs = dg.Definitions(
    assets=[orders, order_summary, daily_sales],
    jobs=[export_job, daily_sales_job, inventory_job],
    schedules=[weekday_refresh, nightly_export, daily_sales_schedule, inventory_schedule],
)
