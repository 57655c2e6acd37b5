import dagster as dg
from dagster_duckdb_pyspark import DuckDBPySparkIOManager
from pyspark.sql import DataFrame, SparkSession


# [start:io_manager]
@dg.asset(key_prefix=["events"])  # stored as the table events.clicks
def clicks() -> DataFrame:
    spark = SparkSession.builder.getOrCreate()
    return spark.createDataFrame([("u1", "/home"), ("u2", "/docs")], ["user_id", "page"])


@dg.asset(key_prefix=["events"])
def clicks_per_page(clicks: DataFrame) -> DataFrame:
    return clicks.groupBy("page").count()


defs = dg.Definitions(
    assets=[clicks, clicks_per_page],
    resources={"io_manager": DuckDBPySparkIOManager(database="events.duckdb")},
)
# [end:io_manager]
