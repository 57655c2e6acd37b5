import dagster as dg

warehouses = dg.StaticPartitionsDefinition(["berlin", "lyon", "porto"])
daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")


@dg.asset(partitions_def=warehouses)
def warehouse_stock(context: dg.AssetExecutionContext) -> int:
    # Stand-in for reading one warehouse's stock level.
    return {"berlin": 120, "lyon": 80, "porto": 45}[context.partition_key]


# [start:unpartitioned_downstream]
@dg.asset
def total_stock(warehouse_stock: dict) -> int:
    # Unpartitioned downstream: depends on every upstream partition by default.
    return sum(warehouse_stock.values())
# [end:unpartitioned_downstream]


# [start:all_partitions]
@dg.asset(
    partitions_def=daily,
    ins={"warehouse_stock": dg.AssetIn(partition_mapping=dg.AllPartitionMapping())},
)
def daily_stock_snapshot(context: dg.AssetExecutionContext, warehouse_stock: dict) -> None:
    # Every daily partition reads the stock of all three warehouses.
    context.log.info(f"{context.partition_key}: {warehouse_stock}")
# [end:all_partitions]


# [start:last_partition]
@dg.asset(partitions_def=daily)
def daily_exchange_rate(context: dg.AssetExecutionContext) -> float:
    return 1.08


@dg.asset(
    ins={
        "daily_exchange_rate": dg.AssetIn(partition_mapping=dg.LastPartitionMapping())
    }
)
def current_price_list(daily_exchange_rate: float) -> dict:
    # A single upstream partition arrives as a plain value, not a dict.
    return {"A-100": round(10.0 * daily_exchange_rate, 2)}
# [end:last_partition]


defs = dg.Definitions(
    assets=[
        warehouse_stock,
        total_stock,
        daily_stock_snapshot,
        daily_exchange_rate,
        current_price_list,
    ]
)
