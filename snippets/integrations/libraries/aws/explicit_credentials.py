import dagster as dg
from dagster_aws.s3 import S3Resource

s3 = S3Resource(
    region_name="eu-central-1",
    aws_access_key_id=dg.EnvVar("AWS_ACCESS_KEY_ID"),
    aws_secret_access_key=dg.EnvVar("AWS_SECRET_ACCESS_KEY"),
)
