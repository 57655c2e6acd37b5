import boto3
from dagster_pipes import PipesS3MessageWriter, open_dagster_pipes
from pyspark.sql import SparkSession
from pyspark.sql import functions as F


def main() -> None:
    # The context comes from environment variables; messages go to S3 in chunks.
    with open_dagster_pipes(message_writer=PipesS3MessageWriter(client=boto3.client("s3"))) as pipes:
        spark = SparkSession.builder.appName("sessionize").getOrCreate()
        clicks = spark.read.parquet("s3://acme-data-lake/raw/clicks/")
        sessions = clicks.groupBy("user_id").agg(F.count("*").alias("clicks"))
        sessions.write.mode("overwrite").parquet("s3://acme-data-lake/clean/sessions/")

        pipes.log.info("Wrote the sessions table")
        pipes.report_asset_materialization(metadata={"users": sessions.count()})
        spark.stop()


if __name__ == "__main__":
    main()
