import dagster as dg
import pandas as pd
from dagster_snowflake_pandas import SnowflakePandasIOManager


# Stays on local disk: the default "io_manager" key below.
@dg.asset
def raw_scan_batches() -> pd.DataFrame:
    return pd.DataFrame({"batch": [1, 2], "rows": [5210, 4875]})


# Written to Snowflake, because it asks for the "warehouse" key.
@dg.asset(io_manager_key="warehouse", key_prefix=["analytics"])
def scan_batch_summary(raw_scan_batches: pd.DataFrame) -> pd.DataFrame:
    return raw_scan_batches.assign(large=raw_scan_batches["rows"] > 5000)


defs = dg.Definitions(
    assets=[raw_scan_batches, scan_batch_summary],
    resources={
        "io_manager": dg.FilesystemIOManager(base_dir="/var/lib/dagster/storage"),
        "warehouse": SnowflakePandasIOManager(
            account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
            user=dg.EnvVar("SNOWFLAKE_USER"),
            password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
            database="LOGISTICS",
            warehouse="TRANSFORM_WH",
        ),
    },
)
