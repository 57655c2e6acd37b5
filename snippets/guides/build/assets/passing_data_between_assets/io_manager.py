import dagster as dg


@dg.asset
def raw_orders() -> list[dict]:
    """Returned values are handed to the I/O manager, which stores them."""
    return [
        {"order_id": 1, "region": "north", "amount": 30.0},
        {"order_id": 2, "region": "south", "amount": 12.5},
        {"order_id": 3, "region": "north", "amount": 8.0},
    ]


@dg.asset
def revenue_by_region(raw_orders: list[dict]) -> dict[str, float]:
    """The parameter name matches the upstream asset, so Dagster loads its value."""
    totals: dict[str, float] = {}
    for order in raw_orders:
        totals[order["region"]] = totals.get(order["region"], 0.0) + order["amount"]
    return totals


defs = dg.Definitions(
    assets=[raw_orders, revenue_by_region],
    # Replaces the default I/O manager so stored values land in a folder you choose.
    resources={"io_manager": dg.FilesystemIOManager(base_dir="storage")},
)
