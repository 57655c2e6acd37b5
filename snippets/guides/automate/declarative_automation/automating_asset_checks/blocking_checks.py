import dagster as dg


@dg.asset(automation_condition=dg.AutomationCondition.on_cron("0 * * * *"))
def shipments() -> None: ...


# A blocking check stops downstream assets in the same run when it fails.
# eager() requests it after every update of shipments.
@dg.asset_check(
    asset=shipments,
    blocking=True,
    automation_condition=dg.AutomationCondition.eager(),
)
def shipments_have_tracking_numbers() -> dg.AssetCheckResult:
    missing_tracking = 0  # in a real check, query the table you just wrote
    return dg.AssetCheckResult(passed=missing_tracking == 0)


# Only update when every blocking check on every dependency has passed.
@dg.asset(
    deps=[shipments],
    automation_condition=(
        dg.AutomationCondition.eager() & dg.AutomationCondition.all_deps_blocking_checks_passed()
    ),
)
def delivery_estimates() -> None: ...


defs = dg.Definitions(
    assets=[shipments, delivery_estimates],
    asset_checks=[shipments_have_tracking_numbers],
)
