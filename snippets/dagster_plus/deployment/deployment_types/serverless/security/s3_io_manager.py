import dagster as dg
from dagster_aws.s3 import S3PickleIOManager, S3Resource


@dg.asset
def patient_visits() -> list[dict]:
    """Visit records that must stay in the clinic's own AWS account."""
    return [{"visit_id": "v-204", "department": "cardiology"}]


@dg.asset
def visits_per_department(patient_visits: list[dict]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for visit in patient_visits:
        counts[visit["department"]] = counts.get(visit["department"], 0) + 1
    return counts


defs = dg.Definitions(
    assets=[patient_visits, visits_per_department],
    resources={
        # Replacing the "io_manager" key keeps asset outputs in your bucket
        # instead of Dagster+ managed storage.
        "io_manager": S3PickleIOManager(
            s3_resource=S3Resource(region_name="eu-west-1"),
            s3_bucket="clinic-dagster-outputs",
            s3_prefix="serverless",
        ),
    },
)
