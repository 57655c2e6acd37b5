import dagster as dg

data_centers = dg.StaticPartitionsDefinition(["us_east", "us_west", "eu_central", "eu_west"])
continents = dg.StaticPartitionsDefinition(["us", "eu"])


@dg.asset(partitions_def=data_centers)
def data_center_usage(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Collecting usage for {context.partition_key}")


@dg.asset(
    partitions_def=continents,
    deps=[
        dg.AssetDep(
            data_center_usage,
            partition_mapping=dg.StaticPartitionMapping(
                {
                    "us_east": "us",
                    "us_west": "us",
                    "eu_central": "eu",
                    "eu_west": "eu",
                }
            ),
        )
    ],
)
def continent_usage(context: dg.AssetExecutionContext) -> None:
    # Partition "eu" depends on "eu_central" and "eu_west".
    context.log.info(f"Aggregating usage for {context.partition_key}")


defs = dg.Definitions(assets=[data_center_usage, continent_usage])
