from datetime import timedelta

import dagster as dg

AC = dg.AutomationCondition

# [start:skip_failed_upstream]
# Update eagerly, but hold off while any dependency's latest run failed.
eager_unless_upstream_failed = AC.eager() & ~AC.any_deps_match(AC.execution_failed())
# [end:skip_failed_upstream]

# [start:code_change]
# Update eagerly, and also rebuild once after a deploy changes the code version.
rebuild_on_code_change = AC.eager() | (
    AC.code_version_changed().since(AC.newly_requested()) & ~AC.in_progress()
)
# [end:code_change]

# [start:fixed_time]
# A schedule expressed as a condition: request at 05:00 whatever upstream did.
every_day_at_five = AC.cron_tick_passed("0 5 * * *") & ~AC.in_progress()
# [end:fixed_time]

# [start:single_trigger]
# Update when "orders" changes; updates to other dependencies start nothing.
orders_changed = AC.any_deps_match(AC.newly_updated()).allow(dg.AssetSelection.assets("orders"))
update_on_orders = orders_changed.since(AC.newly_requested() | AC.newly_updated()) & ~AC.in_progress()
# [end:single_trigger]

# [start:trailing_partitions]
# Keep three days of partitions fresh as late data lands upstream.
trailing_three_days = AC.eager().replace(
    AC.in_latest_time_window(),
    AC.in_latest_time_window(timedelta(days=3)),
)
# [end:trailing_partitions]


@dg.asset(deps=["payments"], automation_condition=eager_unless_upstream_failed)
def settlement_report() -> None: ...


@dg.asset(code_version="v3", deps=["payments"], automation_condition=rebuild_on_code_change)
def payment_features() -> None: ...


@dg.asset(automation_condition=every_day_at_five)
def exchange_snapshot() -> None: ...


@dg.asset(deps=["orders", "customers"], automation_condition=update_on_orders)
def order_notifications() -> None: ...


@dg.asset(
    deps=["payments"],
    partitions_def=dg.DailyPartitionsDefinition(start_date="2025-01-01"),
    automation_condition=trailing_three_days,
)
def daily_payment_totals() -> None: ...


defs = dg.Definitions(
    assets=[
        settlement_report,
        payment_features,
        exchange_snapshot,
        order_notifications,
        daily_payment_totals,
    ]
)
