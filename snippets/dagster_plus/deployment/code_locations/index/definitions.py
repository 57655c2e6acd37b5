import dagster as dg


@dg.asset(group_name="storefront")
def raw_orders() -> list[dict]:
    """Orders exported from the shop's checkout system."""
    return [
        {"order_id": 1001, "total": 42.50, "status": "paid"},
        {"order_id": 1002, "total": 18.00, "status": "refunded"},
        {"order_id": 1003, "total": 99.90, "status": "paid"},
    ]


@dg.asset(group_name="storefront")
def daily_revenue(raw_orders: list[dict]) -> dg.MaterializeResult:
    paid = [order for order in raw_orders if order["status"] == "paid"]
    revenue = sum(order["total"] for order in paid)
    return dg.MaterializeResult(
        metadata={"paid_orders": len(paid), "revenue": revenue},
    )


refresh_storefront = dg.define_asset_job(
    name="refresh_storefront",
    selection=dg.AssetSelection.groups("storefront"),
)

nightly_refresh = dg.ScheduleDefinition(
    job=refresh_storefront,
    cron_schedule="0 2 * * *",
)

# Dagster+ loads this one object: it is the code location's entry point.
defs = dg.Definitions(
    assets=[raw_orders, daily_revenue],
    jobs=[refresh_storefront],
    schedules=[nightly_refresh],
)
