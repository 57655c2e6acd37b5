import hashlib

import dagster as dg


# [start:observable_source_asset]
@dg.observable_source_asset(group_name="partners")
def partner_price_feed() -> dg.ObserveResult:
    # A changed data version tells Dagster that downstream assets are stale.
    latest_file_contents = b"sku,price\n1,9.99\n"
    return dg.ObserveResult(
        data_version=dg.DataVersion(hashlib.sha256(latest_file_contents).hexdigest()),
        metadata={"size_bytes": len(latest_file_contents)},
    )
# [end:observable_source_asset]


# [start:multi_observable_source_asset]
@dg.multi_observable_source_asset(
    specs=[dg.AssetSpec("vendor_orders"), dg.AssetSpec("vendor_returns")],
)
def vendor_tables():
    row_counts = {"vendor_orders": 5_320, "vendor_returns": 87}
    for name, count in row_counts.items():
        yield dg.ObserveResult(asset_key=name, metadata={"row_count": count})
# [end:multi_observable_source_asset]


# [start:source_asset]
legacy_clickstream = dg.SourceAsset(
    key=dg.AssetKey(["s3", "clickstream"]),
    description="Raw click events written by the web tier.",
    metadata={"bucket": "web-logs"},
)
# [end:source_asset]


# [start:asset_observation]
@dg.op
def audit_customer_table(context: dg.OpExecutionContext) -> None:
    # Record facts about an asset without materializing it.
    context.log_event(
        dg.AssetObservation(asset_key="customer_table", metadata={"null_emails": 3})
    )
# [end:asset_observation]


defs = dg.Definitions(assets=[partner_price_feed, vendor_tables, legacy_clickstream])
