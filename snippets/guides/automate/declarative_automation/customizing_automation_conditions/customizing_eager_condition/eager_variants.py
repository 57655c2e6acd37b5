from datetime import timedelta

import dagster as dg

AC = dg.AutomationCondition

# 1. Run even when some dependencies have never been materialized.
eager_allow_missing = AC.eager().without(~AC.any_deps_missing())

# 2. Keep the last seven daily partitions up to date, not only the latest one.
eager_last_week = AC.eager().replace(
    AC.in_latest_time_window(),
    AC.in_latest_time_window(timedelta(days=7)),
)

# 3. Also wait for upstream blocking checks to pass.
eager_checked = AC.eager() & AC.all_deps_blocking_checks_passed()

# 4. Ignore updates to a slowly changing lookup table.
#    replace() rewrites the trigger that sits inside eager()'s since();
#    the outer ignore() covers the "missing" and "in progress" parts.
lookup_tables = dg.AssetSelection.assets("country_codes")
eager_ignoring_lookups = AC.eager().replace(
    "any_deps_updated",
    AC.any_deps_updated().ignore(lookup_tables),
).ignore(lookup_tables)


@dg.asset(deps=["orders", "country_codes"], automation_condition=eager_ignoring_lookups)
def orders_by_country() -> None: ...


@dg.asset(
    deps=["orders"],
    partitions_def=dg.DailyPartitionsDefinition(start_date="2025-01-01"),
    automation_condition=eager_last_week,
)
def daily_order_totals() -> None: ...


defs = dg.Definitions(assets=[orders_by_country, daily_order_totals])
