import dagster as dg
from dagster_gcp_pyspark import BigQueryPySparkIOManager
from pyspark.sql import DataFrame, SparkSession

# The Spark BigQuery connector must be on the session's classpath.
BIGQUERY_CONNECTOR = "com.google.cloud.spark:spark-bigquery-with-dependencies_2.12:0.36.1"


# [start:io_manager]
@dg.asset(key_prefix=["telemetry"])  # stored as the table telemetry.device_events
def device_events() -> DataFrame:
    spark = SparkSession.builder.config("spark.jars.packages", BIGQUERY_CONNECTOR).getOrCreate()
    return spark.createDataFrame(
        [("sensor-1", 21.4), ("sensor-2", 19.9)], ["device_id", "temperature"]
    )


@dg.asset(key_prefix=["telemetry"])
def hot_devices(device_events: DataFrame) -> DataFrame:
    return device_events.filter(device_events.temperature > 20)


defs = dg.Definitions(
    assets=[device_events, hot_devices],
    resources={
        "io_manager": BigQueryPySparkIOManager(
            project=dg.EnvVar("GCP_PROJECT"),
            # Spark stages data here before BigQuery loads it.
            temporary_gcs_bucket="telemetry-spark-staging",
        )
    },
)
# [end:io_manager]
