import dagster as dg

daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")


@dg.asset(partitions_def=daily)
def daily_orders(context: dg.AssetExecutionContext) -> None:
    # Each run processes one day, for example "2025-03-14".
    context.log.info(f"Loading orders for {context.partition_key}")


defs = dg.Definitions(assets=[daily_orders])
