from typing import Optional

import dagster as dg
import pandas as pd
from dagster_snowflake import SnowflakeIOManager
from dagster_snowflake_pandas import SnowflakePandasTypeHandler
from dagster_snowflake_pyspark import SnowflakePySparkTypeHandler
from pyspark.sql import DataFrame as SparkDataFrame


class LogisticsIOManager(SnowflakeIOManager):
    @staticmethod
    def type_handlers():
        return [SnowflakePandasTypeHandler(), SnowflakePySparkTypeHandler()]

    @staticmethod
    def default_load_type() -> Optional[type]:
        return pd.DataFrame


@dg.asset(key_prefix=["analytics"])
def route_distances() -> pd.DataFrame:
    return pd.DataFrame({"route": ["LYS-OPO", "OPO-GDN"], "km": [1465, 3120]})


@dg.asset(
    key_prefix=["analytics"],
    ins={"route_distances": dg.AssetIn(key=["analytics", "route_distances"])},
)
def long_routes(route_distances: SparkDataFrame) -> SparkDataFrame:
    # Loaded through the PySpark handler because of the annotation.
    return route_distances.filter(route_distances.km > 2000)


defs = dg.Definitions(
    assets=[route_distances, long_routes],
    resources={
        "io_manager": LogisticsIOManager(
            account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
            user=dg.EnvVar("SNOWFLAKE_USER"),
            password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
            database="LOGISTICS",
            warehouse="TRANSFORM_WH",
        )
    },
)
