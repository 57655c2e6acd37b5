import dagster as dg
import pandas as pd
from dagster_gcp_pandas import BigQueryPandasIOManager


# [start:io_manager]
@dg.asset(key_prefix=["crm"])  # stored as the table crm.customers
def customers() -> pd.DataFrame:
    return pd.DataFrame({"customer_id": [1, 2, 3], "country": ["DE", "US", "DE"]})


@dg.asset(
    key_prefix=["crm"],
    partitions_def=dg.DailyPartitionsDefinition(start_date="2025-03-01"),
    # Each partition overwrites only its own signup_date rows.
    metadata={"partition_expr": "signup_date"},
)
def signups(context: dg.AssetExecutionContext) -> pd.DataFrame:
    day = pd.Timestamp(context.partition_key)
    return pd.DataFrame({"signup_date": [day], "customer_id": [3]})


@dg.asset
def customers_per_country(customers: pd.DataFrame) -> pd.DataFrame:
    return customers.groupby("country", as_index=False).size()


defs = dg.Definitions(
    assets=[customers, signups, customers_per_country],
    resources={
        "io_manager": BigQueryPandasIOManager(
            project=dg.EnvVar("GCP_PROJECT"),
            dataset="analytics",  # used by assets without a key prefix
            location="EU",
            timeout=300.0,
        )
    },
)
# [end:io_manager]
