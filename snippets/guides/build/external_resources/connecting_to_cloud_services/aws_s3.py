import json

import dagster as dg
from dagster_aws.s3 import S3Resource


@dg.asset
def daily_summary() -> dict:
    return {"orders": 1280, "revenue": 45210.5}


@dg.asset
def published_summary(daily_summary: dict, s3: S3Resource) -> dg.MaterializeResult:
    key = "summaries/latest.json"
    s3.get_client().put_object(
        Bucket="acme-analytics",
        Key=key,
        Body=json.dumps(daily_summary).encode("utf-8"),
        ContentType="application/json",
    )
    return dg.MaterializeResult(metadata={"uri": f"s3://acme-analytics/{key}"})


@dg.asset
def partner_file_listing(partner_s3: S3Resource) -> list[str]:
    response = partner_s3.get_client().list_objects_v2(Bucket="partner-drop", Prefix="exports/")
    return [item["Key"] for item in response.get("Contents", [])]


defs = dg.Definitions(
    assets=[daily_summary, published_summary, partner_file_listing],
    resources={
        # No keys: boto3's default credential chain finds environment
        # variables, a shared profile, or the IAM role of the host.
        "s3": S3Resource(region_name="us-east-1"),
        # A second account whose keys live in differently named variables.
        "partner_s3": S3Resource(
            region_name="eu-central-1",
            aws_access_key_id=dg.EnvVar("PARTNER_AWS_ACCESS_KEY_ID"),
            aws_secret_access_key=dg.EnvVar("PARTNER_AWS_SECRET_ACCESS_KEY"),
        ),
    },
)
