import dagster as dg
from dagster_aws.s3 import S3PickleIOManager, S3Resource


@dg.asset
def shipments() -> list[dict]:
    return [
        {"id": "SHP-1001", "promised_days": 2, "actual_days": 2},
        {"id": "SHP-1002", "promised_days": 2, "actual_days": 5},
    ]


@dg.asset
def late_shipments(shipments: list[dict]) -> list[dict]:
    return [s for s in shipments if s["actual_days"] > s["promised_days"]]


# Every run, in any ECS task, reads and writes values in the same bucket.
defs = dg.Definitions(
    assets=[shipments, late_shipments],
    resources={
        "io_manager": S3PickleIOManager(
            s3_resource=S3Resource(region_name="us-east-1"),
            s3_bucket="acme-dagster-io",
            s3_prefix="prod",
        )
    },
)
