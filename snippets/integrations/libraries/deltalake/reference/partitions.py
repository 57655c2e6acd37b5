import dagster as dg
import pandas as pd
from dagster_deltalake import LocalConfig
from dagster_deltalake_pandas import DeltaLakePandasIOManager

regions = dg.StaticPartitionsDefinition(["emea", "amer", "apac"])
days = dg.DailyPartitionsDefinition(start_date="2025-03-01")


# [start:static]
@dg.asset(
    key_prefix=["billing"],
    partitions_def=regions,
    metadata={"partition_expr": "region"},
)
def regional_invoices(context: dg.AssetExecutionContext) -> pd.DataFrame:
    # The region column must hold the partition key: it is a string column.
    return pd.DataFrame(
        {
            "region": [context.partition_key] * 2,
            "invoice_id": ["INV-1", "INV-2"],
            "amount": [120.0, 80.5],
        }
    )
# [end:static]


# [start:multi]
@dg.asset(
    key_prefix=["billing"],
    partitions_def=dg.MultiPartitionsDefinition({"day": days, "region": regions}),
    metadata={"partition_expr": {"day": "invoice_date", "region": "region"}},
)
def daily_regional_invoices(context: dg.AssetExecutionContext) -> pd.DataFrame:
    keys = context.partition_key.keys_by_dimension
    return pd.DataFrame(
        {
            # A date or timestamp column for the time dimension.
            "invoice_date": [pd.Timestamp(keys["day"])] * 2,
            "region": [keys["region"]] * 2,
            "invoice_id": ["INV-7", "INV-8"],
            "amount": [42.0, 310.0],
        }
    )
# [end:multi]


defs = dg.Definitions(
    assets=[regional_invoices, daily_regional_invoices],
    resources={
        "io_manager": DeltaLakePandasIOManager(
            root_uri="lake", storage_options=LocalConfig()
        )
    },
)
