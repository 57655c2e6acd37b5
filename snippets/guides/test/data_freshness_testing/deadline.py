from datetime import timedelta

import dagster as dg


@dg.asset
def warehouse_stock_levels() -> None:
    """Stock per product and warehouse, built every night at 05:00."""
    ...


@dg.asset(deps=[warehouse_stock_levels])
def reorder_suggestions() -> None:
    ...


# By 07:00 Amsterdam time each day, both assets must have been updated
# after 04:00, that is, by last night's run and not an older one.
morning_freshness = dg.build_last_update_freshness_checks(
    assets=[warehouse_stock_levels, reorder_suggestions],
    deadline_cron="0 7 * * *",
    lower_bound_delta=timedelta(hours=3),
    timezone="Europe/Amsterdam",
    severity=dg.AssetCheckSeverity.ERROR,
)
