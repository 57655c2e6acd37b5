from typing import Optional

import dagster as dg
import pandas as pd
from dagster_gcp import BigQueryIOManager
from dagster_gcp_pandas import BigQueryPandasTypeHandler
from dagster_gcp_pyspark import BigQueryPySparkTypeHandler
from pyspark.sql import DataFrame as SparkDataFrame


class MobilityIOManager(BigQueryIOManager):
    @staticmethod
    def type_handlers():
        return [BigQueryPandasTypeHandler(), BigQueryPySparkTypeHandler()]

    @staticmethod
    def default_load_type() -> Optional[type]:
        return pd.DataFrame


@dg.asset(key_prefix=["bikeshare"])
def bike_models() -> pd.DataFrame:
    return pd.DataFrame({"model": ["urban-3", "cargo-1"], "battery_wh": [500, 720]})


@dg.asset(
    key_prefix=["bikeshare"],
    ins={"bike_models": dg.AssetIn(key=["bikeshare", "bike_models"])},
)
def large_batteries(bike_models: SparkDataFrame) -> SparkDataFrame:
    return bike_models.filter(bike_models.battery_wh > 600)


defs = dg.Definitions(
    assets=[bike_models, large_batteries],
    resources={
        "io_manager": MobilityIOManager(
            project=dg.EnvVar("GCP_PROJECT"),
            # PySpark writes are staged through this bucket.
            temporary_gcs_bucket="acme-mobility-spark-staging",
        )
    },
)
