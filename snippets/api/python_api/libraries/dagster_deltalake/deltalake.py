import dagster as dg
import pyarrow as pa
from dagster_deltalake import DeltaLakePyarrowIOManager, DeltaTableResource, LocalConfig, S3Config


# [start:io_manager]
@dg.asset(key_prefix=["sales"])
def orders() -> pa.Table:
    # Written as the Delta table <root_uri>/sales/orders.
    return pa.table({"order_id": [1001, 1002], "amount": [42.5, 17.0]})


defs = dg.Definitions(
    assets=[orders],
    resources={
        "io_manager": DeltaLakePyarrowIOManager(
            root_uri="s3://acme-lake/delta",
            storage_options=S3Config(region="us-east-1"),
        )
    },
)
# [end:io_manager]


# [start:table_resource]
@dg.asset
def refund_count(refunds: DeltaTableResource) -> int:
    table = refunds.load()
    return table.to_pyarrow_table().num_rows


local_defs = dg.Definitions(
    assets=[refund_count],
    resources={
        "refunds": DeltaTableResource(url="data/delta/refunds", storage_options=LocalConfig())
    },
)
# [end:table_resource]
