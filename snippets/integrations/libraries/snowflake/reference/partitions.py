import dagster as dg
import pandas as pd
from dagster_snowflake_pandas import SnowflakePandasIOManager

daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")
depots = dg.StaticPartitionsDefinition(["LYON", "PORTO", "GDANSK"])


# [start:time]
@dg.asset(
    key_prefix=["analytics"],
    partitions_def=daily,
    metadata={"partition_expr": "SCAN_DATE"},
)
def daily_scan_counts(context: dg.AssetExecutionContext) -> pd.DataFrame:
    day = context.partition_time_window.start
    return pd.DataFrame(
        {"scan_date": [day, day], "carrier": ["swiftpost", "rhino"], "scans": [1840, 962]}
    )
# [end:time]


# [start:static]
@dg.asset(
    key_prefix=["analytics"],
    partitions_def=depots,
    metadata={"partition_expr": "DEPOT"},
)
def depot_stock(context: dg.AssetExecutionContext) -> pd.DataFrame:
    return pd.DataFrame(
        {"depot": [context.partition_key] * 2, "sku": ["BOX-S", "BOX-L"], "on_hand": [420, 77]}
    )
# [end:static]


# [start:multi]
@dg.asset(
    key_prefix=["analytics"],
    partitions_def=dg.MultiPartitionsDefinition({"date": daily, "depot": depots}),
    metadata={
        "partition_expr": {
            # Epoch seconds converted in SQL so the I/O manager can filter by time.
            "date": "TO_TIMESTAMP(LOADED_AT_EPOCH)",
            "depot": "DEPOT",
        }
    },
)
def depot_arrivals(context: dg.AssetExecutionContext) -> pd.DataFrame:
    keys = context.partition_key.keys_by_dimension
    start = daily.time_window_for_partition_key(keys["date"]).start
    return pd.DataFrame(
        {
            "loaded_at_epoch": [int(start.timestamp()) + 3600],
            "depot": [keys["depot"]],
            "pallets": [12],
        }
    )
# [end:multi]


@dg.asset(
    key_prefix=["analytics"],
    ins={"daily_scan_counts": dg.AssetIn(key=["analytics", "daily_scan_counts"])},
)
def weekly_scan_summary(daily_scan_counts: pd.DataFrame) -> pd.DataFrame:
    # Unpartitioned downstream asset: the I/O manager loads every partition.
    return daily_scan_counts.groupby("carrier", as_index=False)["scans"].sum()


defs = dg.Definitions(
    assets=[daily_scan_counts, depot_stock, depot_arrivals, weekly_scan_summary],
    resources={
        "io_manager": SnowflakePandasIOManager(
            account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
            user=dg.EnvVar("SNOWFLAKE_USER"),
            password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
            database="LOGISTICS",
            warehouse="TRANSFORM_WH",
        )
    },
)
