import datetime
from typing import Optional

import dagster as dg


class ExtractConfig(dg.Config):
    start: str
    end: str


@dg.op
def extract_events(context: dg.OpExecutionContext, config: ExtractConfig) -> None:
    context.log.info(f"Extracting events from {config.start} to {config.end}")


# [start:daily_partitioned_config]
@dg.daily_partitioned_config(start_date="2025-01-01", hour_offset=2)
def daily_extract_config(start: datetime.datetime, end: datetime.datetime):
    return dg.RunConfig(
        ops={"extract_events": ExtractConfig(start=start.isoformat(), end=end.isoformat())}
    )


@dg.job(config=daily_extract_config)
def daily_extract_job():
    extract_events()
# [end:daily_partitioned_config]


# [start:hourly_weekly_monthly]
@dg.hourly_partitioned_config(start_date="2025-01-01-00:00")
def hourly_extract_config(start: datetime.datetime, end: datetime.datetime):
    return {"ops": {"extract_events": {"config": {"start": start.isoformat(), "end": end.isoformat()}}}}


@dg.weekly_partitioned_config(start_date="2025-01-05")
def weekly_extract_config(start: datetime.datetime, end: datetime.datetime):
    return {"ops": {"extract_events": {"config": {"start": start.isoformat(), "end": end.isoformat()}}}}


@dg.monthly_partitioned_config(
    start_date="2025-01-01",
    tags_for_partition_fn=lambda start, end: {"month": start.strftime("%Y-%m")},
)
def monthly_extract_config(start: datetime.datetime, end: datetime.datetime):
    return {"ops": {"extract_events": {"config": {"start": start.isoformat(), "end": end.isoformat()}}}}


@dg.job(config=monthly_extract_config)
def monthly_extract_job():
    extract_events()
# [end:hourly_weekly_monthly]


class CopyConfig(dg.Config):
    table: str


@dg.op
def copy_table(context: dg.OpExecutionContext, config: CopyConfig) -> None:
    context.log.info(f"Copying {config.table}")


# [start:static_partitioned_config]
@dg.static_partitioned_config(
    partition_keys=["customers", "orders", "payments"],
    tags_for_partition_key_fn=lambda key: {"table": key},
)
def copy_config(partition_key: str):
    return dg.RunConfig(ops={"copy_table": CopyConfig(table=partition_key)})


@dg.job(config=copy_config)
def copy_tables_job():
    copy_table()
# [end:static_partitioned_config]


# [start:dynamic_partitioned_config]
def list_tables(current_time: Optional[datetime.datetime]) -> list[str]:
    # Stand-in for a query against the source database.
    return ["customers", "orders", "payments", "refunds"]


@dg.dynamic_partitioned_config(partition_fn=list_tables)
def dynamic_copy_config(partition_key: str):
    return {"ops": {"copy_table": {"config": {"table": partition_key}}}}


@dg.job(config=dynamic_copy_config)
def copy_all_tables_job():
    copy_table()
# [end:dynamic_partitioned_config]


# [start:partitioned_config]
def test_copy_config():
    partitioned: dg.PartitionedConfig = copy_config
    assert partitioned.get_partition_keys() == ["customers", "orders", "payments"]

    result = copy_tables_job.execute_in_process(partition_key="orders")
    assert result.success
# [end:partitioned_config]


defs = dg.Definitions(
    jobs=[daily_extract_job, monthly_extract_job, copy_tables_job, copy_all_tables_job],
)
