import os

import dagster as dg
from dagster_msteams import make_teams_on_run_failure_sensor


@dg.asset
def supplier_prices() -> None:
    """Downloads the suppliers' price lists."""


@dg.asset(deps=[supplier_prices])
def purchase_orders() -> None:
    """Builds the day's purchase orders."""


replenishment = dg.define_asset_job(
    "replenishment", selection=[supplier_prices, purchase_orders]
)


def failure_message(context: dg.RunFailureSensorContext) -> str:
    return (
        f"Replenishment run {context.dagster_run.run_id} failed: "
        f"{context.failure_event.message}"
    )


teams_on_replenishment_failure = make_teams_on_run_failure_sensor(
    hook_url=os.getenv("TEAMS_DATA_ALERTS_WEBHOOK", ""),
    message_fn=failure_message,
    monitored_jobs=[replenishment],
    webserver_base_url="https://dagster.example.com",
    default_status=dg.DefaultSensorStatus.RUNNING,
)

defs = dg.Definitions(
    assets=[supplier_prices, purchase_orders],
    jobs=[replenishment],
    sensors=[teams_on_replenishment_failure],
)
