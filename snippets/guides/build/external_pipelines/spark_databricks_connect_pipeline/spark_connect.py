import dagster as dg
from pyspark.sql import SparkSession


class SparkConnectResource(dg.ConfigurableResource):
    """Opens a session on any Spark Connect server, for example a self-hosted one."""

    remote: str = "sc://localhost:15002"

    def get_session(self) -> SparkSession:
        return SparkSession.builder.remote(self.remote).getOrCreate()


@dg.asset(kinds={"spark"})
def squares(spark_connect: SparkConnectResource) -> dg.MaterializeResult:
    spark = spark_connect.get_session()
    total = spark.range(1, 1001).selectExpr("sum(id * id) AS total").first()["total"]
    return dg.MaterializeResult(metadata={"sum_of_squares": total})


defs = dg.Definitions(
    assets=[squares],
    resources={"spark_connect": SparkConnectResource(remote=dg.EnvVar("SPARK_REMOTE"))},
)
