import dagster as dg

daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")
hourly = dg.HourlyPartitionsDefinition(start_date="2025-01-01-00:00")


@dg.asset(partitions_def=daily)
def daily_prices() -> None: ...


# [start:time_window_mapping]
# Each day reads the prices of that day and of the day before.
@dg.asset(
    partitions_def=daily,
    ins={
        "daily_prices": dg.AssetIn(
            partition_mapping=dg.TimeWindowPartitionMapping(start_offset=-1, end_offset=0)
        )
    },
)
def price_changes(daily_prices) -> None: ...
# [end:time_window_mapping]


# [start:coarser_mapping]
@dg.asset(partitions_def=hourly)
def hourly_trades() -> None: ...


# No mapping needed: each day depends on its 24 hourly partitions by default.
@dg.asset(partitions_def=daily, deps=[hourly_trades])
def daily_volume() -> None: ...
# [end:coarser_mapping]


# [start:all_and_last]
# An unpartitioned model trained on every daily partition.
@dg.asset(deps=[dg.AssetDep(daily_prices, partition_mapping=dg.AllPartitionMapping())])
def price_model() -> None: ...


# An unpartitioned dashboard that only reads the latest day.
@dg.asset(deps=[dg.AssetDep(daily_prices, partition_mapping=dg.LastPartitionMapping())])
def latest_price_dashboard() -> None: ...
# [end:all_and_last]


# [start:identity_mapping]
regions = dg.StaticPartitionsDefinition(["us", "eu"])


@dg.asset(partitions_def=regions)
def regional_orders() -> None: ...


@dg.asset(
    partitions_def=regions,
    deps=[dg.AssetDep(regional_orders, partition_mapping=dg.IdentityPartitionMapping())],
)
def regional_invoices() -> None: ...
# [end:identity_mapping]


# [start:static_mapping]
countries = dg.StaticPartitionsDefinition(["us", "ca", "de", "fr"])


@dg.asset(partitions_def=countries)
def country_sales() -> None: ...


# Each region partition depends on the country partitions it groups.
@dg.asset(
    partitions_def=dg.StaticPartitionsDefinition(["north_america", "europe"]),
    deps=[
        dg.AssetDep(
            country_sales,
            partition_mapping=dg.StaticPartitionMapping(
                {"us": "north_america", "ca": "north_america", "de": "europe", "fr": "europe"}
            ),
        )
    ],
)
def continent_sales() -> None: ...
# [end:static_mapping]


# [start:specific_mapping]
# Every partition of the report reads only the "us" partition of regional_orders.
@dg.asset(
    partitions_def=daily,
    deps=[
        dg.AssetDep(
            regional_orders,
            partition_mapping=dg.SpecificPartitionsPartitionMapping(["us"]),
        )
    ],
)
def us_daily_report() -> None: ...
# [end:specific_mapping]


# [start:multi_to_single]
date_and_region = dg.MultiPartitionsDefinition({"date": daily, "region": regions})


@dg.asset(partitions_def=date_and_region)
def regional_daily_orders() -> None: ...


# Each day depends on every region of that day.
@dg.asset(
    partitions_def=daily,
    deps=[
        dg.AssetDep(
            regional_daily_orders,
            partition_mapping=dg.MultiToSingleDimensionPartitionMapping(partition_dimension_name="date"),
        )
    ],
)
def daily_order_total() -> None: ...
# [end:multi_to_single]


# [start:multi_mapping]
date_and_warehouse = dg.MultiPartitionsDefinition(
    {"date": daily, "warehouse": dg.StaticPartitionsDefinition(["berlin", "lyon"])}
)


@dg.asset(partitions_def=date_and_warehouse)
def stock_levels() -> None: ...


# Same warehouse, previous day.
@dg.asset(
    partitions_def=date_and_warehouse,
    deps=[
        dg.AssetDep(
            stock_levels,
            partition_mapping=dg.MultiPartitionMapping(
                {
                    "date": dg.DimensionPartitionMapping(
                        dimension_name="date",
                        partition_mapping=dg.TimeWindowPartitionMapping(start_offset=-1, end_offset=-1),
                    ),
                    "warehouse": dg.DimensionPartitionMapping(
                        dimension_name="warehouse",
                        partition_mapping=dg.IdentityPartitionMapping(),
                    ),
                }
            ),
        )
    ],
)
def stock_changes() -> None: ...
# [end:multi_mapping]


defs = dg.Definitions(
    assets=[
        daily_prices,
        price_changes,
        hourly_trades,
        daily_volume,
        price_model,
        latest_price_dashboard,
        regional_orders,
        regional_invoices,
        country_sales,
        continent_sales,
        us_daily_report,
        regional_daily_orders,
        daily_order_total,
        stock_levels,
        stock_changes,
    ]
)
