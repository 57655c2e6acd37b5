from dagster_pipes import open_dagster_pipes
from pyspark.sql import SparkSession


def main() -> None:
    # Defaults fit EMR Serverless: the context arrives in the driver's environment,
    # and messages go to stdout, which EMR Serverless sends to CloudWatch Logs.
    with open_dagster_pipes() as pipes:
        spark = SparkSession.builder.appName("product-affinity").getOrCreate()
        baskets = spark.read.parquet("s3://acme-data-lake/clean/baskets/")
        pairs = baskets.crossJoin(baskets.withColumnRenamed("product", "other")).count()
        pipes.log.info(f"Scored {pairs} product pairs")
        pipes.report_asset_materialization(metadata={"pairs_scored": pairs})
        spark.stop()


if __name__ == "__main__":
    main()
