import dagster as dg

daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")


# [start:asset_dep]
@dg.asset(partitions_def=daily)
def hourly_sensor_readings() -> None: ...


@dg.asset(
    partitions_def=daily,
    deps=[
        # Each day of the daily summary reads the previous day of readings.
        dg.AssetDep(
            hourly_sensor_readings,
            partition_mapping=dg.TimeWindowPartitionMapping(start_offset=-1, end_offset=-1),
        ),
        "station_registry",
    ],
)
def daily_sensor_summary() -> None: ...
# [end:asset_dep]


# [start:asset_in]
@dg.asset(key_prefix=["shop"])
def products() -> list[str]:
    return ["umbrella", "raincoat"]


@dg.asset(
    ins={"catalog": dg.AssetIn(key=["shop", "products"], metadata={"columns": ["name"]})},
)
def product_count(catalog: list[str]) -> int:
    # The input name differs from the asset name, so AssetIn maps it to the right key.
    return len(catalog)
# [end:asset_in]


defs = dg.Definitions(assets=[hourly_sensor_readings, daily_sensor_summary, products, product_count])
