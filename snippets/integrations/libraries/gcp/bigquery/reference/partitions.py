import dagster as dg
import pandas as pd
from dagster_gcp_pandas import BigQueryPandasIOManager

daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")
cities = dg.StaticPartitionsDefinition(["austin", "denver", "portland"])


# [start:time]
@dg.asset(
    key_prefix=["bikeshare"],
    partitions_def=daily,
    # A TIMESTAMP column: rows from the start of the day (included) to its end (excluded).
    metadata={"partition_expr": "ride_started_at"},
)
def daily_rides(context: dg.AssetExecutionContext) -> pd.DataFrame:
    day = context.partition_time_window.start
    return pd.DataFrame(
        {
            "ride_started_at": [day + pd.Timedelta(hours=8), day + pd.Timedelta(hours=17)],
            "bike_id": ["B-118", "B-204"],
            "minutes": [14, 31],
        }
    )
# [end:time]


# [start:static]
@dg.asset(
    key_prefix=["bikeshare"],
    partitions_def=cities,
    metadata={"partition_expr": "city"},
)
def docks(context: dg.AssetExecutionContext) -> pd.DataFrame:
    return pd.DataFrame(
        {"city": [context.partition_key] * 2, "dock_id": ["D1", "D2"], "capacity": [19, 23]}
    )
# [end:static]


# [start:multi]
@dg.asset(
    key_prefix=["bikeshare"],
    partitions_def=dg.MultiPartitionsDefinition({"date": daily, "city": cities}),
    metadata={
        "partition_expr": {
            # Converted in SQL: the column holds epoch seconds.
            "date": "TIMESTAMP_SECONDS(unlocked_epoch)",
            "city": "city",
        }
    },
)
def unlocks(context: dg.AssetExecutionContext) -> pd.DataFrame:
    keys = context.partition_key.keys_by_dimension
    start = daily.time_window_for_partition_key(keys["date"]).start
    return pd.DataFrame(
        {
            "unlocked_epoch": [int(start.timestamp()) + 600],
            "city": [keys["city"]],
            "bike_id": ["B-301"],
        }
    )
# [end:multi]


defs = dg.Definitions(
    assets=[daily_rides, docks, unlocks],
    resources={
        "io_manager": BigQueryPandasIOManager(
            project=dg.EnvVar("GCP_PROJECT"), dataset="bikeshare", location="US"
        )
    },
)
