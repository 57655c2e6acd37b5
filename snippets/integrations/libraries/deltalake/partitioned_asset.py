import dagster as dg
import pandas as pd
from dagster_deltalake import LocalConfig
from dagster_deltalake_pandas import DeltaLakePandasIOManager

daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")


@dg.asset(
    key_prefix=["web"],
    partitions_def=daily,
    metadata={"partition_expr": "visit_date"},
)
def page_views(context: dg.AssetExecutionContext) -> pd.DataFrame:
    day = pd.Timestamp(context.partition_key)
    # Each run overwrites only the rows whose visit_date falls in this partition.
    return pd.DataFrame(
        {
            "visit_date": [day, day, day],
            "path": ["/", "/pricing", "/docs"],
            "views": [1520, 310, 884],
        }
    )


defs = dg.Definitions(
    assets=[page_views],
    resources={
        "io_manager": DeltaLakePandasIOManager(
            root_uri="data/delta",
            storage_options=LocalConfig(),
        )
    },
)
