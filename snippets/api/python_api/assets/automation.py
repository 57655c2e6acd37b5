import datetime

import dagster as dg


# [start:automation_condition]
@dg.asset(automation_condition=dg.AutomationCondition.on_cron("0 6 * * *"))
def daily_weather_report() -> None: ...


@dg.asset(deps=[daily_weather_report], automation_condition=dg.AutomationCondition.eager())
def weather_dashboard() -> None: ...


@dg.asset(automation_condition=dg.AutomationCondition.on_missing())
def station_metadata() -> None: ...
# [end:automation_condition]


# [start:custom_condition]
# Run when any dependency updates, but only for the last three days of partitions,
# and never while a run for this asset is already in progress.
recent_updates = (
    dg.AutomationCondition.in_latest_time_window(datetime.timedelta(days=3))
    & dg.AutomationCondition.any_deps_updated().since(dg.AutomationCondition.newly_requested())
    & ~dg.AutomationCondition.in_progress()
).with_label("recent_updates")


@dg.asset(
    partitions_def=dg.DailyPartitionsDefinition(start_date="2025-01-01"),
    deps=[daily_weather_report],
    automation_condition=recent_updates,
)
def rainfall_by_day() -> None: ...
# [end:custom_condition]


# [start:replace]
# Start from on_cron, but run after the tick once ANY dependency has updated, not all of them.
hourly = "0 * * * *"
hourly_any_dep = dg.AutomationCondition.on_cron(hourly).replace(
    dg.AutomationCondition.all_deps_updated_since_cron(hourly),
    dg.AutomationCondition.any_deps_match(
        dg.AutomationCondition.newly_updated().since(dg.AutomationCondition.cron_tick_passed(hourly))
    ),
)
# [end:replace]


# [start:sensor]
weather_sensor = dg.AutomationConditionSensorDefinition(
    name="weather_automation",
    target=dg.AssetSelection.assets(daily_weather_report, weather_dashboard, rainfall_by_day),
    minimum_interval_seconds=60,
    run_tags={"source": "automation"},
)
# [end:sensor]


@dg.asset(automation_condition=hourly_any_dep)
def alerts() -> None: ...


defs = dg.Definitions(
    assets=[daily_weather_report, weather_dashboard, station_metadata, rainfall_by_day, alerts],
    sensors=[weather_sensor],
)
