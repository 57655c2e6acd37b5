import dagster as dg


@dg.multi_asset(
    specs=[dg.AssetSpec("daily_signups"), dg.AssetSpec("daily_cancellations")],
    can_subset=True,
)
def account_events(context: dg.AssetExecutionContext):
    """Computes only the assets selected for this run."""
    if dg.AssetKey("daily_signups") in context.selected_asset_keys:
        yield dg.MaterializeResult(asset_key="daily_signups", metadata={"count": 18})
    if dg.AssetKey("daily_cancellations") in context.selected_asset_keys:
        yield dg.MaterializeResult(asset_key="daily_cancellations", metadata={"count": 3})


defs = dg.Definitions(assets=[account_events])
