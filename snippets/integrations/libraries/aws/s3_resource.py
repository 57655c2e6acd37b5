import csv
import io

import dagster as dg
from dagster_aws.s3 import S3Resource

BUCKET = "acme-retail-exports"


@dg.asset
def store_inventory_export(s3: S3Resource) -> dg.MaterializeResult:
    rows = [("store_id", "sku", "on_hand"), ("berlin-01", "TSHIRT-M", "42")]
    buffer = io.StringIO()
    csv.writer(buffer).writerows(rows)

    key = "inventory/latest.csv"
    s3.get_client().put_object(Bucket=BUCKET, Key=key, Body=buffer.getvalue().encode())
    return dg.MaterializeResult(metadata={"s3_uri": dg.MetadataValue.url(f"s3://{BUCKET}/{key}")})


defs = dg.Definitions(
    assets=[store_inventory_export],
    resources={"s3": S3Resource(region_name="eu-central-1")},
)
