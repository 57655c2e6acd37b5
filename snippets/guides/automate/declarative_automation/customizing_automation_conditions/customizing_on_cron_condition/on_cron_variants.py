from datetime import timedelta

import dagster as dg

AC = dg.AutomationCondition
NINE_AM = "0 9 * * *"

# 1. Evaluate the cron string in a local timezone instead of UTC.
nine_am_new_york = AC.on_cron(NINE_AM, cron_timezone="America/New_York")

# 2. Run at 09:00 but accept any upstream update since midnight.
nine_am_since_midnight = AC.on_cron(NINE_AM).replace(
    AC.all_deps_updated_since_cron(NINE_AM),
    AC.all_deps_updated_since_cron("0 0 * * *"),
)

# 3. Do not wait for a dependency that rarely changes.
nine_am_ignoring_calendar = AC.on_cron(NINE_AM).ignore(
    dg.AssetSelection.assets("fiscal_calendar")
)

# 4. Only wait for dependencies in the "sources" group.
nine_am_sources_only = AC.on_cron(NINE_AM).allow(dg.AssetSelection.groups("sources"))

# 5. Also wait until every blocking check on the dependencies has passed.
nine_am_checks_passed = AC.on_cron(NINE_AM) & AC.all_deps_blocking_checks_passed()

# 6. On a daily-partitioned asset, update the third most recent partition instead of the latest:
#    partitions within three days of the latest window's end, minus those within two days.
third_latest_day = AC.in_latest_time_window(timedelta(days=3)) & ~AC.in_latest_time_window(
    timedelta(days=2)
)
nine_am_three_days_back = AC.on_cron(NINE_AM).replace(AC.in_latest_time_window(), third_latest_day)


@dg.asset(deps=["bookings", "fiscal_calendar"], automation_condition=nine_am_ignoring_calendar)
def bookings_forecast() -> None: ...


defs = dg.Definitions(assets=[bookings_forecast])
