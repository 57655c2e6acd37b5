import dagster as dg

# The orders table is loaded by a cron job outside Dagster. Declaring it as an
# external asset lets Dagster show its history and lineage.
orders = dg.AssetSpec(
    key=["warehouse", "orders"],
    description="Orders table loaded by the nightly export job.",
)


# [start:report_from_script]
def report_nightly_export(row_count: int, null_customer_ids: int) -> None:
    """Run at the end of the export script, on a machine that can reach the instance."""
    with dg.DagsterInstance.get() as instance:
        instance.report_runless_asset_event(
            dg.AssetMaterialization(
                asset_key=["warehouse", "orders"],
                metadata={"row_count": row_count},
            )
        )
        instance.report_runless_asset_event(
            dg.AssetCheckEvaluation(
                asset_key=dg.AssetKey(["warehouse", "orders"]),
                check_name="no_null_customer_ids",
                passed=null_customer_ids == 0,
                metadata={"null_rows": null_customer_ids},
            )
        )
# [end:report_from_script]


def fetch_vendor_file_hash() -> str:
    # Stand-in for a call to the vendor's storage API.
    return "9f2c1ab"


# [start:report_from_sensor]
vendor_prices = dg.AssetSpec(key=["vendor", "price_list"])


@dg.sensor(minimum_interval_seconds=600)
def vendor_price_list_sensor(context: dg.SensorEvaluationContext):
    file_hash = fetch_vendor_file_hash()
    if file_hash == context.cursor:
        return dg.SkipReason("The vendor file has not changed.")

    # Record the new version of the file; no run is launched.
    context.instance.report_runless_asset_event(
        dg.AssetObservation(
            asset_key=vendor_prices.key,
            metadata={"file_hash": file_hash},
        )
    )
    context.update_cursor(file_hash)
# [end:report_from_sensor]


defs = dg.Definitions(assets=[orders, vendor_prices], sensors=[vendor_price_list_sensor])
