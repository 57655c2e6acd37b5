import dagster as dg


@dg.asset(group_name="sales", kinds={"python"})
def daily_orders(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    orders = [{"id": 1, "total": 42.0}, {"id": 2, "total": 17.5}]
    context.log.info(f"Loaded {len(orders)} orders")
    return dg.MaterializeResult(metadata={"order_count": len(orders)})
