import dagster as dg

regions = dg.StaticPartitionsDefinition(["north", "south"])


# [start:dimension_partition_mapping]
# The upstream asset names its time dimension "day", the downstream one "date".
raw_weather = dg.MultiPartitionsDefinition(
    {"day": dg.DailyPartitionsDefinition(start_date="2025-01-01"), "region": regions}
)
weather_report = dg.MultiPartitionsDefinition(
    {"date": dg.DailyPartitionsDefinition(start_date="2025-01-01"), "region": regions}
)


@dg.asset(partitions_def=raw_weather)
def station_readings() -> None: ...


# Each report partition reads the last seven days of readings of its own region.
@dg.asset(
    partitions_def=weather_report,
    deps=[
        dg.AssetDep(
            station_readings,
            partition_mapping=dg.MultiPartitionMapping(
                {
                    "day": dg.DimensionPartitionMapping(
                        dimension_name="date",
                        partition_mapping=dg.TimeWindowPartitionMapping(start_offset=-6),
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
def weekly_rainfall() -> None: ...
# [end:dimension_partition_mapping]


defs = dg.Definitions(assets=[station_readings, weekly_rainfall])
