import dagster as dg


@dg.asset
def raw_orders() -> list[dict]:
    return [
        {"order_id": 1, "customer": "ana", "amount": 42.0},
        {"order_id": 2, "customer": "ben", "amount": 17.5},
        {"order_id": 3, "customer": "ana", "amount": 8.25},
    ]


@dg.asset
def revenue_by_customer(raw_orders: list[dict]) -> dict[str, float]:
    totals: dict[str, float] = {}
    for order in raw_orders:
        totals[order["customer"]] = totals.get(order["customer"], 0.0) + order["amount"]
    return totals


@dg.asset(io_manager_key="archive_io_manager")
def yearly_revenue_snapshot(revenue_by_customer: dict[str, float]) -> dict[str, float]:
    return dict(sorted(revenue_by_customer.items()))


defs = dg.Definitions(
    assets=[raw_orders, revenue_by_customer, yearly_revenue_snapshot],
    resources={
        # Replaces the default I/O manager for every asset.
        "io_manager": dg.FilesystemIOManager(base_dir="data/dagster_storage"),
        # Used only by assets that ask for it with io_manager_key.
        "archive_io_manager": dg.FilesystemIOManager(base_dir="/mnt/archive/dagster"),
    },
)
