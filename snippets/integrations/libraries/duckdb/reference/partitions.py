import dagster as dg
import pandas as pd
from dagster_duckdb_pandas import DuckDBPandasIOManager

hourly = dg.HourlyPartitionsDefinition(start_date="2025-04-01-00:00")
queues = dg.StaticPartitionsDefinition(["billing", "technical", "sales"])


# [start:static]
@dg.asset(partitions_def=queues, metadata={"partition_expr": "queue"})
def queue_snapshot(context: dg.AssetExecutionContext) -> pd.DataFrame:
    return pd.DataFrame(
        {"queue": [context.partition_key] * 2, "ticket_id": [501, 502], "waiting_minutes": [12, 47]}
    )
# [end:static]


# [start:time]
@dg.asset(
    partitions_def=hourly,
    # A SQL expression: the table keeps epoch seconds, the filter needs a timestamp.
    metadata={"partition_expr": "to_timestamp(created_epoch)"},
)
def ticket_events(context: dg.AssetExecutionContext) -> pd.DataFrame:
    start = context.partition_time_window.start
    return pd.DataFrame(
        {
            "created_epoch": [int(start.timestamp()) + 60, int(start.timestamp()) + 1800],
            "event": ["opened", "closed"],
        }
    )
# [end:time]


# [start:multi]
@dg.asset(
    partitions_def=dg.MultiPartitionsDefinition({"hour": hourly, "queue": queues}),
    metadata={"partition_expr": {"hour": "to_timestamp(created_epoch)", "queue": "queue"}},
)
def queue_events(context: dg.AssetExecutionContext) -> pd.DataFrame:
    keys = context.partition_key.keys_by_dimension
    hour_start = hourly.time_window_for_partition_key(keys["hour"]).start
    return pd.DataFrame(
        {
            "created_epoch": [int(hour_start.timestamp()) + 5],
            "queue": [keys["queue"]],
            "event": ["opened"],
        }
    )
# [end:multi]


defs = dg.Definitions(
    assets=[queue_snapshot, ticket_events, queue_events],
    resources={"io_manager": DuckDBPandasIOManager(database="helpdesk.duckdb", schema="events")},
)
