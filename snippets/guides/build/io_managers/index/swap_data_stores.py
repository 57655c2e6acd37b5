import os

import dagster as dg
import pandas as pd
from dagster_duckdb_pandas import DuckDBPandasIOManager
from dagster_snowflake_pandas import SnowflakePandasIOManager


@dg.asset(key_prefix=["sales"])
def raw_orders() -> pd.DataFrame:
    return pd.DataFrame({"order_id": [1, 2, 3], "amount": [120.0, 35.5, 80.0]})


@dg.asset(key_prefix=["sales"])
def large_orders(raw_orders: pd.DataFrame) -> pd.DataFrame:
    return raw_orders[raw_orders["amount"] > 50]


def table_io_manager() -> dg.ConfigurableIOManagerFactory:
    # Same assets, different store: a DuckDB file on a laptop, Snowflake in production.
    if os.getenv("DAGSTER_DEPLOYMENT") == "production":
        return SnowflakePandasIOManager(
            account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
            user=dg.EnvVar("SNOWFLAKE_USER"),
            password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
            database="ANALYTICS",
            warehouse="TRANSFORM_WH",
        )
    return DuckDBPandasIOManager(database="data/local.duckdb")


defs = dg.Definitions(
    assets=[raw_orders, large_orders],
    resources={"io_manager": table_io_manager()},
)
