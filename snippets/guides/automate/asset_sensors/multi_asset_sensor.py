import dagster as dg


@dg.asset
def customer_scores() -> None:
    """Joins customers and orders into a score per customer."""


scores_job = dg.define_asset_job("scores_job", selection=[customer_scores])


@dg.multi_asset_sensor(
    monitored_assets=[dg.AssetKey("customers"), dg.AssetKey("orders")],
    job=scores_job,
)
def customers_and_orders_sensor(context: dg.MultiAssetSensorEvaluationContext):
    latest = context.latest_materialization_records_by_key()
    waiting_for = [key.to_user_string() for key, record in latest.items() if record is None]

    if waiting_for:
        return dg.SkipReason(f"Still waiting for {', '.join(waiting_for)}")

    # Both assets have new materializations: consume them and request one run.
    context.advance_all_cursors()
    return dg.RunRequest()


defs = dg.Definitions(assets=[customer_scores], jobs=[scores_job], sensors=[customers_and_orders_sensor])
