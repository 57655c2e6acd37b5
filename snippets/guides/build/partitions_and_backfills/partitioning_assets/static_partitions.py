import dagster as dg

regions = dg.StaticPartitionsDefinition(["emea", "apac", "amer"])


@dg.asset(partitions_def=regions)
def regional_customers(context: dg.AssetExecutionContext) -> list:
    region = context.partition_key
    context.log.info(f"Exporting customers for {region}")
    # Stand-in for: SELECT * FROM customers WHERE region = :region
    return [{"region": region, "customer_id": 7}]


defs = dg.Definitions(assets=[regional_customers])
