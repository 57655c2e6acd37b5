import dagster as dg
from databricks.connect import DatabricksSession


class DatabricksServerlessResource(dg.ConfigurableResource):
    """Opens a Spark session on Databricks serverless compute: no cluster to name or start."""

    host: str
    token: str

    def get_session(self):
        return DatabricksSession.builder.host(self.host).token(self.token).serverless().getOrCreate()


@dg.asset(kinds={"databricks"})
def daily_fares(databricks: DatabricksServerlessResource) -> dg.MaterializeResult:
    spark = databricks.get_session()
    fares = spark.read.table("samples.nyctaxi.trips").groupBy("pickup_zip").sum("fare_amount")
    fares.write.mode("overwrite").saveAsTable("analytics.daily_fares")
    return dg.MaterializeResult(metadata={"zip_codes": fares.count()})


defs = dg.Definitions(
    assets=[daily_fares],
    resources={
        "databricks": DatabricksServerlessResource(
            host=dg.EnvVar("DATABRICKS_HOST"),
            token=dg.EnvVar("DATABRICKS_TOKEN"),
        )
    },
)
