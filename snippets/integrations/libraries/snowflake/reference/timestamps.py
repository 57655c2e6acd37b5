import dagster as dg
from dagster_snowflake_pandas import SnowflakePandasIOManager

# Datetime columns are written as strings and parsed back into timestamps on load.
io_manager = SnowflakePandasIOManager(
    account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
    user=dg.EnvVar("SNOWFLAKE_USER"),
    password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
    database="LOGISTICS",
    warehouse="TRANSFORM_WH",
    store_timestamps_as_strings=True,
)
