import os

import dagster as dg

DROP_FILE = "/srv/sftp/partner/orders.csv"

partner_orders = dg.AssetSpec(["partner", "orders"], group_name="partner")


@dg.sensor(minimum_interval_seconds=300)
def partner_orders_sensor(context: dg.SensorEvaluationContext) -> dg.SensorResult:
    """Records a materialization each time the partner replaces the file."""
    if not os.path.exists(DROP_FILE):
        return dg.SensorResult()

    modified_at = os.path.getmtime(DROP_FILE)
    last_seen = float(context.cursor) if context.cursor else 0.0
    if modified_at <= last_seen:
        return dg.SensorResult()

    return dg.SensorResult(
        asset_events=[
            dg.AssetMaterialization(
                asset_key=partner_orders.key,
                metadata={
                    "path": dg.MetadataValue.path(DROP_FILE),
                    "size_bytes": os.path.getsize(DROP_FILE),
                },
            )
        ],
        cursor=str(modified_at),
    )


defs = dg.Definitions(assets=[partner_orders], sensors=[partner_orders_sensor])
