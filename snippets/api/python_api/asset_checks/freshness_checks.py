import datetime

import dagster as dg


@dg.asset
def exchange_rates() -> None: ...


@dg.asset(partitions_def=dg.DailyPartitionsDefinition(start_date="2025-01-01"))
def daily_sales() -> None: ...


# [start:last_update]
# exchange_rates must have been updated within the hour before 9:00 each weekday.
rates_freshness = dg.build_last_update_freshness_checks(
    assets=[exchange_rates],
    lower_bound_delta=datetime.timedelta(hours=1),
    deadline_cron="0 9 * * 1-5",
    timezone="Europe/Lisbon",
)
# [end:last_update]


# [start:time_partition]
# Yesterday's partition of daily_sales must exist by 3:00 UTC.
sales_freshness = dg.build_time_partition_freshness_checks(
    assets=[daily_sales],
    deadline_cron="0 3 * * *",
    severity=dg.AssetCheckSeverity.ERROR,
)
# [end:time_partition]


# [start:sensor]
freshness_sensor = dg.build_sensor_for_freshness_checks(
    freshness_checks=[*rates_freshness, *sales_freshness],
    minimum_interval_seconds=300,
)
# [end:sensor]


defs = dg.Definitions(
    assets=[exchange_rates, daily_sales],
    asset_checks=[*rates_freshness, *sales_freshness],
    sensors=[freshness_sensor],
)
