from dagster_pipes import PipesDbfsContextLoader, PipesDbfsMessageWriter, open_dagster_pipes
from pyspark.sql import SparkSession
from pyspark.sql import functions as F


def main() -> None:
    # On Databricks, the context file and the message chunks live in a DBFS folder.
    with open_dagster_pipes(
        context_loader=PipesDbfsContextLoader(),
        message_writer=PipesDbfsMessageWriter(),
    ) as pipes:
        lookback_days = pipes.get_extra("lookback_days")
        spark = SparkSession.builder.getOrCreate()
        orders = spark.read.table("sales.orders").where(
            F.col("order_date") >= F.date_sub(F.current_date(), lookback_days)
        )
        ltv = orders.groupBy("customer_id").agg(F.sum("amount").alias("ltv"))
        ltv.write.mode("overwrite").saveAsTable("analytics.customer_ltv")

        pipes.log.info(f"Computed lifetime value over {lookback_days} days")
        pipes.report_asset_materialization(metadata={"customers": ltv.count()})


if __name__ == "__main__":
    main()
