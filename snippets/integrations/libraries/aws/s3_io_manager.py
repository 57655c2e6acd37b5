import dagster as dg
from dagster_aws.s3 import S3PickleIOManager, S3Resource


@dg.asset
def sensor_readings() -> list[dict]:
    return [
        {"sensor": "greenhouse-3", "celsius": 21.4},
        {"sensor": "greenhouse-4", "celsius": 24.9},
    ]


@dg.asset
def overheated_sensors(sensor_readings: list[dict]) -> list[str]:
    # sensor_readings is loaded from S3 by the I/O manager.
    return [reading["sensor"] for reading in sensor_readings if reading["celsius"] > 24]


defs = dg.Definitions(
    assets=[sensor_readings, overheated_sensors],
    resources={
        "io_manager": S3PickleIOManager(
            s3_resource=S3Resource(region_name="eu-central-1"),
            s3_bucket="acme-dagster-storage",
            s3_prefix="prod/assets",
        )
    },
)
