from dagster_pipes import (
    PipesCliArgsParamsLoader,
    PipesGCSContextLoader,
    PipesGCSMessageWriter,
    open_dagster_pipes,
)
from google.cloud.storage import Client as GCSClient
from pyspark.sql import SparkSession


def main() -> None:
    gcs = GCSClient()
    with open_dagster_pipes(
        params_loader=PipesCliArgsParamsLoader(),
        context_loader=PipesGCSContextLoader(client=gcs),
        message_writer=PipesGCSMessageWriter(client=gcs),
    ) as pipes:
        store_region = pipes.get_extra("store_region")
        spark = SparkSession.builder.appName("store-traffic").getOrCreate()
        visits = spark.read.parquet(f"gs://acme-lake/visits/region={store_region}/")
        pipes.report_asset_materialization(metadata={"visits": visits.count()})
        spark.stop()


if __name__ == "__main__":
    main()
