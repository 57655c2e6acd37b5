import dagster as dg

dates = dg.DailyPartitionsDefinition(start_date="2025-01-01")
regions = dg.StaticPartitionsDefinition(["emea", "apac", "amer"])
date_and_region = dg.MultiPartitionsDefinition({"date": dates, "region": regions})


@dg.asset(partitions_def=date_and_region)
def regional_sales(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Loading sales for {context.partition_key}")


# [start:multi_to_single]
@dg.asset(
    partitions_def=dates,
    deps=[
        dg.AssetDep(
            regional_sales,
            partition_mapping=dg.MultiToSingleDimensionPartitionMapping(
                partition_dimension_name="date"
            ),
        )
    ],
)
def global_daily_sales(context: dg.AssetExecutionContext) -> None:
    # "2025-03-14" depends on "2025-03-14|amer", "2025-03-14|apac", "2025-03-14|emea".
    context.log.info(f"Adding up all regions for {context.partition_key}")
# [end:multi_to_single]


# [start:multi_to_multi]
@dg.asset(
    partitions_def=date_and_region,
    deps=[
        dg.AssetDep(
            regional_sales,
            partition_mapping=dg.MultiPartitionMapping(
                {
                    "date": dg.DimensionPartitionMapping(
                        dimension_name="date",
                        partition_mapping=dg.TimeWindowPartitionMapping(
                            start_offset=-1, end_offset=-1
                        ),
                    ),
                    "region": dg.DimensionPartitionMapping(
                        dimension_name="region",
                        partition_mapping=dg.IdentityPartitionMapping(),
                    ),
                }
            ),
        )
    ],
)
def regional_sales_vs_previous_day(context: dg.AssetExecutionContext) -> None:
    # "2025-03-14|emea" depends on "2025-03-13|emea".
    context.log.info(f"Comparing {context.partition_key} with the day before")
# [end:multi_to_multi]


defs = dg.Definitions(
    assets=[regional_sales, global_daily_sales, regional_sales_vs_previous_day]
)
