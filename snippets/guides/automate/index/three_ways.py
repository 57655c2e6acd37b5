import os

import dagster as dg

PARTNER_FILE = "data/partner_prices.csv"


@dg.asset
def store_sales() -> None:
    """Copies yesterday's sales out of the point-of-sale system."""


@dg.asset
def partner_prices() -> None:
    """Loads the price list that a partner drops into a shared folder."""


@dg.asset(
    deps=[store_sales, partner_prices],
    automation_condition=dg.AutomationCondition.eager(),
)
def margin_report() -> None:
    """Recomputed whenever either input is updated."""


# Time-based: refresh store_sales every morning at 05:00 UTC.
morning_sales = dg.ScheduleDefinition(
    name="morning_sales",
    target=dg.AssetSelection.assets(store_sales),
    cron_schedule="0 5 * * *",
)


# Event-based: refresh partner_prices when the partner's file changes.
@dg.sensor(target=dg.AssetSelection.assets(partner_prices), minimum_interval_seconds=60)
def partner_file_sensor(context: dg.SensorEvaluationContext):
    if not os.path.exists(PARTNER_FILE):
        return dg.SkipReason(f"{PARTNER_FILE} has not arrived yet")
    modified = str(os.path.getmtime(PARTNER_FILE))
    # The run key makes each version of the file launch exactly one run.
    return dg.RunRequest(run_key=modified)


defs = dg.Definitions(
    assets=[store_sales, partner_prices, margin_report],
    schedules=[morning_sales],
    sensors=[partner_file_sensor],
)
