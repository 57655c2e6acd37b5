import dagster as dg


@dg.asset
def orders() -> None:
    """Updated several times a day by a schedule."""


# Cheap check: runs every time orders is updated.
@dg.asset_check(asset=orders, automation_condition=dg.AutomationCondition.eager())
def orders_not_empty() -> dg.AssetCheckResult:
    row_count = 1250  # in a real check, count the rows you just wrote
    return dg.AssetCheckResult(passed=row_count > 0, metadata={"row_count": row_count})


# Expensive check: at most once a day, after orders has been updated since 06:00.
@dg.asset_check(asset=orders, automation_condition=dg.AutomationCondition.on_cron("0 6 * * *"))
def orders_match_ledger() -> dg.AssetCheckResult:
    difference = 0.0  # in a real check, compare totals with the ledger
    return dg.AssetCheckResult(passed=difference == 0.0, metadata={"difference": difference})


defs = dg.Definitions(assets=[orders], asset_checks=[orders_not_empty, orders_match_ledger])
