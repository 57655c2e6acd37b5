import dagster as dg
from dagster_aws.s3 import S3PickleIOManager, S3Resource
from dagster_dask import dask_executor


@dg.asset
def meter_readings() -> list[float]:
    return [41.2, 39.8, 44.1, 40.5]


@dg.asset
def peak_load(meter_readings: list[float]) -> float:
    return max(meter_readings)


defs = dg.Definitions(
    assets=[meter_readings, peak_load],
    # Each step becomes a task on the cluster behind this scheduler.
    executor=dask_executor.configured(
        {"cluster": {"existing": {"address": "tcp://dask-scheduler.internal:8786"}}}
    ),
    # Steps run on different workers, so values go through shared storage.
    resources={
        "io_manager": S3PickleIOManager(
            s3_resource=S3Resource(region_name="eu-west-1"),
            s3_bucket="acme-grid-dagster",
        )
    },
)
