import dagster as dg
from databricks.connect import DatabricksSession
from pyspark.sql import functions as F


class DatabricksConnectResource(dg.ConfigurableResource):
    """Opens a Spark session on a Databricks cluster through Databricks Connect."""

    host: str
    token: str
    cluster_id: str

    def get_session(self):
        return DatabricksSession.builder.remote(
            host=self.host, token=self.token, cluster_id=self.cluster_id
        ).getOrCreate()


@dg.asset(kinds={"databricks"})
def trips_by_zip(
    context: dg.AssetExecutionContext, databricks: DatabricksConnectResource
) -> dg.MaterializeResult:
    spark = databricks.get_session()
    # The DataFrame code below runs on the cluster; only results come back.
    trips = spark.read.table("samples.nyctaxi.trips")
    by_zip = trips.groupBy("pickup_zip").agg(F.count("*").alias("trips"))
    by_zip.write.mode("overwrite").saveAsTable("analytics.trips_by_zip")
    return dg.MaterializeResult(metadata={"zip_codes": by_zip.count()})


@dg.asset(kinds={"databricks"}, deps=[trips_by_zip])
def busiest_zip(
    context: dg.AssetExecutionContext, databricks: DatabricksConnectResource
) -> dg.MaterializeResult:
    spark = databricks.get_session()
    top = spark.read.table("analytics.trips_by_zip").orderBy(F.desc("trips")).first()
    context.log.info(f"Busiest pickup ZIP code: {top['pickup_zip']}")
    return dg.MaterializeResult(metadata={"zip": str(top["pickup_zip"]), "trips": top["trips"]})


defs = dg.Definitions(
    assets=[trips_by_zip, busiest_zip],
    resources={
        "databricks": DatabricksConnectResource(
            host=dg.EnvVar("DATABRICKS_HOST"),
            token=dg.EnvVar("DATABRICKS_TOKEN"),
            cluster_id=dg.EnvVar("DATABRICKS_CLUSTER_ID"),
        )
    },
)
