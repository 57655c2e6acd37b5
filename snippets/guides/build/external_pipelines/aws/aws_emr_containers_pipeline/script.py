import boto3
from dagster_pipes import PipesS3MessageWriter, open_dagster_pipes
from pyspark.sql import SparkSession
from pyspark.sql import functions as F


def main() -> None:
    with open_dagster_pipes(message_writer=PipesS3MessageWriter(client=boto3.client("s3"))) as pipes:
        spark = SparkSession.builder.appName("daily-revenue").getOrCreate()
        orders = spark.read.parquet("s3://acme-data-lake/clean/orders/")
        revenue = orders.agg(F.sum("amount").alias("revenue")).collect()[0]["revenue"]
        pipes.report_asset_materialization(metadata={"revenue": float(revenue or 0)})
        spark.stop()


if __name__ == "__main__":
    main()
