import dagster as dg


@dg.asset
def web_orders() -> None:
    """Orders placed on the web shop, copied from the shop database."""


@dg.asset(deps=[web_orders])
def daily_revenue() -> None:
    """Revenue per day and currency, computed from web orders."""


# OpenMetadata reads jobs, not assets: give each job a name and a description
# that make sense to someone browsing the catalog.
nightly_revenue = dg.define_asset_job(
    "nightly_revenue",
    selection=[web_orders, daily_revenue],
    description="Loads last night's web orders and recomputes daily revenue for finance.",
)

defs = dg.Definitions(
    assets=[web_orders, daily_revenue],
    jobs=[nightly_revenue],
    schedules=[dg.ScheduleDefinition(job=nightly_revenue, cron_schedule="0 2 * * *")],
)
