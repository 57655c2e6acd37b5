import dagster as dg
import pandas as pd
from dagster_duckdb_pandas import DuckDBPandasIOManager


# [start:partitioned]
@dg.asset(
    partitions_def=dg.DailyPartitionsDefinition(start_date="2025-01-01"),
    # Each run replaces only the rows whose event_date falls in its partition.
    metadata={"partition_expr": "event_date"},
)
def page_views(context: dg.AssetExecutionContext) -> pd.DataFrame:
    day = pd.Timestamp(context.partition_key)
    return pd.DataFrame({"event_date": [day, day], "page": ["/home", "/pricing"], "views": [120, 34]})


defs = dg.Definitions(
    assets=[page_views],
    resources={"io_manager": DuckDBPandasIOManager(database="analytics.duckdb", schema="web")},
)
# [end:partitioned]
