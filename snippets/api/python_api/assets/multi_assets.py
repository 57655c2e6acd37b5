import dagster as dg


# [start:multi_asset_specs]
@dg.multi_asset(
    specs=[
        dg.AssetSpec("customers", group_name="crm"),
        dg.AssetSpec("invoices", group_name="crm", deps=["customers"]),
    ],
    can_subset=True,
)
def crm_sync(context: dg.AssetExecutionContext):
    # With can_subset=True, a run may select only some of the assets.
    for key in context.selected_asset_keys:
        yield dg.MaterializeResult(asset_key=key, metadata={"synced": True})
# [end:multi_asset_specs]


# [start:multi_asset_outs]
@dg.multi_asset(
    outs={
        "paid_orders": dg.AssetOut(io_manager_key="io_manager", group_name="sales"),
        "refunded_orders": dg.AssetOut(is_required=False, group_name="sales"),
    },
    can_subset=True,
)
def split_orders(context: dg.AssetExecutionContext):
    orders = [{"id": 1, "status": "paid"}, {"id": 2, "status": "refunded"}]
    if dg.AssetKey("paid_orders") in context.selected_asset_keys:
        yield dg.Output([o for o in orders if o["status"] == "paid"], output_name="paid_orders")
    if dg.AssetKey("refunded_orders") in context.selected_asset_keys:
        yield dg.Output([o for o in orders if o["status"] == "refunded"], output_name="refunded_orders")
# [end:multi_asset_outs]


defs = dg.Definitions(assets=[crm_sync, split_orders])
