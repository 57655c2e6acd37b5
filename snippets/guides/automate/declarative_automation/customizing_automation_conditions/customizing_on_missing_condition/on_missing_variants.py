from datetime import timedelta

import dagster as dg

AC = dg.AutomationCondition
daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")

# 1. Fill any missing partition of the last 14 days, not only the newest.
on_missing_two_weeks = AC.on_missing().replace(
    AC.in_latest_time_window(),
    AC.in_latest_time_window(timedelta(days=14)),
)

# 2. Do not wait for an optional enrichment source.
on_missing_without_enrichment = AC.on_missing().ignore(
    dg.AssetSelection.assets("weather_enrichment")
)


@dg.asset(partitions_def=daily)
def store_visits() -> None: ...


@dg.asset(partitions_def=daily)
def weather_enrichment() -> None: ...


@dg.asset(
    partitions_def=daily,
    deps=[store_visits, weather_enrichment],
    automation_condition=on_missing_without_enrichment,
)
def visits_with_weather() -> None: ...


@dg.asset(partitions_def=daily, deps=[store_visits], automation_condition=on_missing_two_weeks)
def visit_counts() -> None: ...


defs = dg.Definitions(
    assets=[store_visits, weather_enrichment, visits_with_weather, visit_counts]
)
