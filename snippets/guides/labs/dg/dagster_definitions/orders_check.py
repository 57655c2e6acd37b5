import dagster as dg

from .orders import daily_orders


@dg.asset_check(asset=daily_orders)
def orders_have_positive_totals() -> dg.AssetCheckResult:
    totals = [42.0, 17.5]
    return dg.AssetCheckResult(passed=all(total > 0 for total in totals))
