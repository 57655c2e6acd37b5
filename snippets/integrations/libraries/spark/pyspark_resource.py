import dagster as dg
from dagster_pyspark import PySparkResource
from pyspark.sql import functions as F


@dg.asset(kinds={"spark"})
def daily_active_devices(
    context: dg.AssetExecutionContext, pyspark: PySparkResource
) -> dg.MaterializeResult:
    """Distinct devices that sent telemetry, per day."""
    spark = pyspark.spark_session
    events = spark.read.parquet("s3a://iot-lake/telemetry/")
    daily = events.groupBy(F.to_date("received_at").alias("day")).agg(
        F.countDistinct("device_id").alias("active_devices")
    )
    daily.write.mode("overwrite").parquet("s3a://iot-lake/marts/daily_active_devices/")
    return dg.MaterializeResult(metadata={"days": daily.count()})


defs = dg.Definitions(
    assets=[daily_active_devices],
    resources={
        "pyspark": PySparkResource(
            spark_config={
                "spark.master": "spark://spark-master.data.svc:7077",
                "spark.executor.memory": "4g",
                "spark.sql.shuffle.partitions": "64",
            }
        )
    },
)
