import dagster as dg

date_and_region = dg.MultiPartitionsDefinition(
    {
        "date": dg.DailyPartitionsDefinition(start_date="2025-01-01"),
        "region": dg.StaticPartitionsDefinition(["emea", "apac", "amer"]),
    }
)


@dg.asset(partitions_def=date_and_region)
def regional_daily_sales(context: dg.AssetExecutionContext) -> None:
    partition_key = context.partition_key
    assert isinstance(partition_key, dg.MultiPartitionKey)
    keys = partition_key.keys_by_dimension
    context.log.info(f"Sales for {keys['region']} on {keys['date']}")


defs = dg.Definitions(assets=[regional_daily_sales])
