import dagster as dg
from dagster_pyspark import PySparkResource
from dagster_snowflake_pyspark import SnowflakePySparkIOManager
from pyspark.sql import DataFrame
from pyspark.sql import functions as F

# [start:io_manager]
SNOWFLAKE_CONNECTOR = "net.snowflake:snowflake-jdbc:3.13.30,net.snowflake:spark-snowflake_2.12:2.12.0-spark_3.4"


@dg.asset(key_prefix=["events"])
def page_views(pyspark: PySparkResource) -> DataFrame:
    return pyspark.spark_session.read.json("s3a://clickstream/page_views/")


@dg.asset(key_prefix=["events"])
def views_per_page(page_views: DataFrame) -> DataFrame:
    return page_views.groupBy("page").agg(F.count("*").alias("views"))


defs = dg.Definitions(
    assets=[page_views, views_per_page],
    resources={
        "pyspark": PySparkResource(spark_config={"spark.jars.packages": SNOWFLAKE_CONNECTOR}),
        "io_manager": SnowflakePySparkIOManager(
            database="ANALYTICS",
            account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
            user=dg.EnvVar("SNOWFLAKE_USER"),
            password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
            warehouse="SPARK_LOADS",
        ),
    },
)
# [end:io_manager]
