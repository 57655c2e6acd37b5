import dagster as dg
from dagster_pyspark import LazyPySparkResource, PySparkResource
from pyspark.sql import functions as F

# [start:resource]
@dg.asset
def weather_daily_max(pyspark: PySparkResource) -> None:
    readings = pyspark.spark_session.read.parquet("s3a://weather-lake/readings/")
    daily_max = readings.groupBy("station_id", F.to_date("observed_at").alias("day")).agg(
        F.max("temperature_c").alias("max_temperature_c")
    )
    daily_max.write.mode("overwrite").parquet("s3a://weather-lake/daily_max/")


defs = dg.Definitions(
    assets=[weather_daily_max],
    resources={
        "pyspark": PySparkResource(
            spark_config={"spark.executor.memory": "4g", "spark.sql.shuffle.partitions": "64"}
        )
    },
)
# [end:resource]


# [start:lazy]
@dg.asset
def station_list(lazy_pyspark: LazyPySparkResource) -> list[str]:
    # The SparkSession starts here, on first access, not when the run starts.
    rows = lazy_pyspark.spark_session.read.parquet("s3a://weather-lake/stations/").collect()
    return [row["station_id"] for row in rows]


lazy_defs = dg.Definitions(
    assets=[station_list],
    resources={"lazy_pyspark": LazyPySparkResource(spark_config={"spark.executor.memory": "2g"})},
)
# [end:lazy]
