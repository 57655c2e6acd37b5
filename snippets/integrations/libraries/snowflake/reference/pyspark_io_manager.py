import dagster as dg
from dagster_snowflake_pyspark import SnowflakePySparkIOManager
from pyspark.sql import DataFrame, SparkSession

# The Snowflake Spark connector and JDBC driver, built for this cluster's
# Spark 3.4 and Scala 2.12. Pick the versions that match your Spark.
SNOWFLAKE_SPARK_PACKAGES = ",".join(
    [
        "net.snowflake:snowflake-jdbc:3.13.30",
        "net.snowflake:spark-snowflake_2.12:2.12.0-spark_3.4",
    ]
)


def spark_session() -> SparkSession:
    # The I/O manager loads tables with SparkSession.builder.getOrCreate(), so it
    # reuses this session, packages included, as long as it runs in the same process.
    return (
        SparkSession.builder.appName("logistics")
        .config("spark.jars.packages", SNOWFLAKE_SPARK_PACKAGES)
        .getOrCreate()
    )


@dg.asset(key_prefix=["analytics"])
def depot_volumes() -> DataFrame:
    spark = spark_session()
    return spark.createDataFrame([("LYS", 1240), ("OPO", 980)], ["depot", "parcels"])


@dg.asset(key_prefix=["analytics"])
def busy_depots(depot_volumes: DataFrame) -> DataFrame:
    return depot_volumes.filter(depot_volumes.parcels > 1000)


defs = dg.Definitions(
    assets=[depot_volumes, busy_depots],
    resources={
        "io_manager": SnowflakePySparkIOManager(
            account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
            user=dg.EnvVar("SNOWFLAKE_USER"),
            password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
            database="LOGISTICS",
            # Required by the PySpark handler; it fails without one.
            warehouse="TRANSFORM_WH",
        )
    },
)
