from typing import Optional

import dagster as dg
import polars as pl
from dagster_polars import PolarsDeltaIOManager, PolarsParquetIOManager


# [start:parquet]
@dg.asset(io_manager_key="polars_parquet")
def raw_events() -> pl.DataFrame:
    return pl.DataFrame({"user_id": [1, 2, 2], "event": ["signup", "login", "purchase"]})


@dg.asset(io_manager_key="polars_parquet")
def purchases(raw_events: pl.LazyFrame) -> pl.LazyFrame:
    # Annotating the input as LazyFrame scans the file instead of reading it eagerly.
    # A returned LazyFrame is streamed to Parquet only under a local base_dir; with
    # the S3 base_dir below, the I/O manager collects it into memory before writing.
    return raw_events.filter(pl.col("event") == "purchase")


@dg.asset(
    io_manager_key="polars_parquet",
    ins={"raw_events": dg.AssetIn(metadata={"columns": ["user_id"]})},
)
def active_users(raw_events: pl.DataFrame) -> Optional[pl.DataFrame]:
    users = raw_events.unique()
    # Returning None skips writing the output, because the return type is Optional.
    return users if users.height > 0 else None
# [end:parquet]


# [start:delta]
daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")


@dg.asset(
    io_manager_key="polars_delta",
    partitions_def=daily,
    metadata={"partition_by": "event_date"},  # one Delta table, partitioned natively
)
def daily_orders(context: dg.AssetExecutionContext) -> pl.DataFrame:
    return pl.DataFrame(
        {"event_date": [context.partition_key] * 2, "order_id": [501, 502], "amount": [19.5, 42.0]}
    )
# [end:delta]


defs = dg.Definitions(
    assets=[raw_events, purchases, active_users, daily_orders],
    resources={
        "polars_parquet": PolarsParquetIOManager(base_dir="s3://analytics-lake/parquet"),
        "polars_delta": PolarsDeltaIOManager(base_dir="s3://analytics-lake/delta", mode="overwrite"),
    },
)
