import dagster as dg
from dagster_aws.s3 import S3PickleIOManager, S3Resource


# [start:s3_resource]
@dg.asset
def daily_orders_export(s3: S3Resource) -> None:
    client = s3.get_client()
    client.put_object(
        Bucket="acme-exports",
        Key="orders/2025-04-01.csv",
        Body=b"order_id,amount\n1001,42.50\n",
    )
# [end:s3_resource]


# [start:io_manager]
@dg.asset
def customers() -> list[dict]:
    return [{"id": 1, "name": "Ada"}, {"id": 2, "name": "Grace"}]


@dg.asset
def customer_count(customers: list[dict]) -> int:
    # The I/O manager unpickles `customers` from S3 before this runs.
    return len(customers)


s3 = S3Resource(region_name="us-east-1")

defs = dg.Definitions(
    assets=[daily_orders_export, customers, customer_count],
    resources={
        "s3": s3,
        "io_manager": S3PickleIOManager(s3_resource=s3, s3_bucket="acme-dagster-io"),
    },
)
# [end:io_manager]
