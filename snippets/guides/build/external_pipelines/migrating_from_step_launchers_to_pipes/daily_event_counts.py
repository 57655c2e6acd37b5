from dagster_pipes import open_dagster_pipes
from pyspark.sql import SparkSession
from pyspark.sql import functions as F


def main() -> None:
    with open_dagster_pipes() as pipes:
        input_path = pipes.get_extra("input_path")
        spark = SparkSession.builder.appName("daily-event-counts").getOrCreate()
        counts = (
            spark.read.parquet(input_path)
            .groupBy(F.to_date("timestamp").alias("day"))
            .count()
        )
        counts.write.mode("overwrite").parquet("s3://acme-data-lake/marts/daily_event_counts/")
        pipes.report_asset_materialization(metadata={"days": counts.count()})
        spark.stop()


if __name__ == "__main__":
    main()
