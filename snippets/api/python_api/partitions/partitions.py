import datetime

import dagster as dg

# [start:time_partitions]
# One partition per day, starting on 1 January 2025 and ending before today.
daily = dg.DailyPartitionsDefinition(start_date="2025-01-01", timezone="Europe/Berlin")

# Hourly partitions that split at 15 minutes past the hour.
hourly = dg.HourlyPartitionsDefinition(start_date="2025-01-01-00:00", minute_offset=15)

# Weekly partitions from Monday to Monday, and monthly ones from the 5th to the 5th.
weekly = dg.WeeklyPartitionsDefinition(start_date="2025-01-06", day_offset=1)
monthly = dg.MonthlyPartitionsDefinition(start_date="2025-01-05", day_offset=5)


@dg.asset(partitions_def=daily)
def daily_orders(context: dg.AssetExecutionContext) -> None:
    window = context.partition_time_window
    context.log.info(f"Loading orders placed from {window.start} to {window.end}")
# [end:time_partitions]


# [start:time_window_partitions]
# Partitions that start every six hours, from a cron schedule.
six_hourly = dg.TimeWindowPartitionsDefinition(
    cron_schedule="0 */6 * * *",
    start=datetime.datetime(2025, 1, 1),
    fmt="%Y-%m-%d-%H:%M",
)


@dg.asset(partitions_def=six_hourly)
def sensor_readings(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Aggregating readings for window {context.partition_key}")
# [end:time_window_partitions]


# [start:get_partition_keys]
def test_partition_keys():
    quarter = dg.MonthlyPartitionsDefinition(start_date="2025-01-01", end_date="2025-04-01")
    assert quarter.get_partition_keys() == ["2025-01-01", "2025-02-01", "2025-03-01"]

    window = quarter.time_window_for_partition_key("2025-02-01")
    assert window.end == datetime.datetime(2025, 3, 1, tzinfo=datetime.timezone.utc)
# [end:get_partition_keys]


# [start:static_partitions]
regions = dg.StaticPartitionsDefinition(["us-east", "us-west", "eu-central"])


@dg.asset(partitions_def=regions)
def regional_revenue(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Computing revenue for {context.partition_key}")
# [end:static_partitions]


# [start:multi_partitions]
date_and_region = dg.MultiPartitionsDefinition(
    {
        "date": dg.DailyPartitionsDefinition(start_date="2025-01-01"),
        "region": dg.StaticPartitionsDefinition(["us", "eu"]),
    }
)


@dg.asset(partitions_def=date_and_region)
def regional_daily_sales(context: dg.AssetExecutionContext) -> None:
    # For a multi-partitioned asset, the partition key is a MultiPartitionKey.
    dims = context.partition_key.keys_by_dimension
    context.log.info(f"Sales for {dims['region']} on {dims['date']}")


# Launch a run for one combination, for example from a sensor.
eu_new_year = dg.RunRequest(
    partition_key=dg.MultiPartitionKey({"date": "2025-01-01", "region": "eu"})
)
# [end:multi_partitions]


# [start:dynamic_partitions]
uploads = dg.DynamicPartitionsDefinition(name="uploads")


@dg.asset(partitions_def=uploads)
def processed_upload(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Processing upload {context.partition_key}")


upload_job = dg.define_asset_job("upload_job", selection=[processed_upload])


@dg.sensor(job=upload_job)
def new_uploads(context: dg.SensorEvaluationContext):
    new_files = ["upload-0042.csv", "upload-0043.csv"]  # Stand-in for a bucket listing.
    return dg.SensorResult(
        run_requests=[dg.RunRequest(partition_key=name) for name in new_files],
        dynamic_partitions_requests=[uploads.build_add_request(new_files)],
    )


@dg.sensor(job=upload_job, minimum_interval_seconds=86400)
def expired_uploads(context: dg.SensorEvaluationContext):
    existing = uploads.get_partition_keys(dynamic_partitions_store=context.instance)
    expired = [key for key in existing if key < "upload-0010.csv"]
    return dg.SensorResult(dynamic_partitions_requests=[uploads.build_delete_request(expired)])
# [end:dynamic_partitions]


# [start:partition_key_range]
# A range of partition keys, both ends included.
january = dg.PartitionKeyRange(start="2025-01-01", end="2025-01-31")


@dg.asset(partitions_def=daily, backfill_policy=dg.BackfillPolicy.single_run())
def daily_rollup(context: dg.AssetExecutionContext) -> None:
    # A single-run backfill hands the whole range to one run.
    key_range = context.partition_key_range
    context.log.info(f"Rolling up {key_range.start} to {key_range.end}")
# [end:partition_key_range]


# [start:backfill_policy]
# Backfill at most 30 partitions per run.
@dg.asset(partitions_def=daily, backfill_policy=dg.BackfillPolicy.multi_run(max_partitions_per_run=30))
def daily_clickstream(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Loading clickstream for {context.partition_key_range}")
# [end:backfill_policy]


defs = dg.Definitions(
    assets=[
        daily_orders,
        sensor_readings,
        regional_revenue,
        regional_daily_sales,
        processed_upload,
        daily_rollup,
        daily_clickstream,
    ],
    jobs=[upload_job],
    sensors=[new_uploads, expired_uploads],
)
