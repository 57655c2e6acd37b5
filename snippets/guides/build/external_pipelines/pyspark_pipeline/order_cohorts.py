import boto3
from dagster_pipes import (
    PipesCliArgsParamsLoader,
    PipesS3ContextLoader,
    PipesS3MessageWriter,
    open_dagster_pipes,
)
from pyspark.sql import SparkSession
from pyspark.sql import functions as F


def main() -> None:
    s3 = boto3.client("s3")
    with open_dagster_pipes(
        params_loader=PipesCliArgsParamsLoader(),
        context_loader=PipesS3ContextLoader(client=s3),
        message_writer=PipesS3MessageWriter(client=s3),
    ) as pipes:
        min_orders = pipes.get_extra("min_orders")
        spark = SparkSession.builder.appName("order-cohorts").getOrCreate()
        orders = spark.createDataFrame(
            [(1, "2025-01"), (1, "2025-02"), (2, "2025-01"), (3, "2025-03"), (3, "2025-03")],
            ["customer_id", "month"],
        )
        repeat_customers = (
            orders.groupBy("customer_id")
            .agg(F.count("*").alias("orders"))
            .where(F.col("orders") >= min_orders)
            .count()
        )
        print(f"Found {repeat_customers} repeat customers")  # forwarded to Dagster
        pipes.report_asset_materialization(metadata={"repeat_customers": repeat_customers})
        spark.stop()


if __name__ == "__main__":
    main()
