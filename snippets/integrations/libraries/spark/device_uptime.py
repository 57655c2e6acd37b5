from dagster_pipes import open_dagster_pipes
from pyspark.sql import SparkSession
from pyspark.sql import functions as F


def main() -> None:
    with open_dagster_pipes() as pipes:
        min_heartbeats = pipes.get_extra("min_heartbeats")
        spark = SparkSession.builder.appName("device_uptime").getOrCreate()
        heartbeats = spark.read.parquet("s3a://iot-lake/heartbeats/")
        uptime = (
            heartbeats.groupBy("device_id")
            .agg(F.count("*").alias("heartbeats"))
            .where(F.col("heartbeats") >= min_heartbeats)
        )
        uptime.write.mode("overwrite").parquet("s3a://iot-lake/marts/device_uptime/")
        pipes.report_asset_materialization(metadata={"devices": uptime.count()})
        spark.stop()


if __name__ == "__main__":
    main()
