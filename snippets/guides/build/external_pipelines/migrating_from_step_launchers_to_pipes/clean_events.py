from dagster_pipes import open_dagster_pipes
from pyspark.sql import SparkSession

OUTPUT = "s3://acme-data-lake/clean/events/"


def main() -> None:
    with open_dagster_pipes() as pipes:
        spark = SparkSession.builder.appName("clean-events").getOrCreate()
        events = spark.read.json("s3://acme-data-lake/raw/events/").dropDuplicates(["event_id"])
        events.write.mode("overwrite").parquet(OUTPUT)
        # Report the location, so downstream assets can find the data.
        pipes.report_asset_materialization(
            metadata={"path": {"raw_value": OUTPUT, "type": "path"}, "rows": events.count()}
        )
        spark.stop()


if __name__ == "__main__":
    main()
