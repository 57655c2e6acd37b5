import dagster as dg


def load_orders() -> list[dict]:
    return [{"id": n, "total": 10.0 * n} for n in range(1, 1_000_001)]


@dg.asset
def noisy_order_totals(context: dg.AssetExecutionContext) -> None:
    # [start:noisy]
    # One Dagster+ event per order: a million events for a million orders.
    for order in load_orders():
        context.log.info(f"Processed order {order['id']}")
    # [end:noisy]


# [start:summary]
@dg.asset
def order_totals(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    processed = 0
    revenue = 0.0
    for order in load_orders():
        revenue += order["total"]
        processed += 1
        if processed % 100_000 == 0:
            context.log.info(f"{processed} orders processed")
    # The totals become metadata, charted across materializations in the UI.
    return dg.MaterializeResult(metadata={"orders": processed, "revenue": revenue})
# [end:summary]


defs = dg.Definitions(assets=[noisy_order_totals, order_totals])
