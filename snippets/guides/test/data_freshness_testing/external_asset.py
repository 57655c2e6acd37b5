from datetime import timedelta

import dagster as dg
from dagster_duckdb import DuckDBResource


@dg.observable_source_asset(description="Orders that the marketplace partner pushes to us")
def partner_orders(duckdb: DuckDBResource) -> dg.ObserveResult:
    with duckdb.get_connection() as conn:
        last_loaded_at = conn.execute("select max(loaded_at) from partner_orders").fetchone()[0]
    return dg.ObserveResult(
        metadata={"dagster/last_updated_timestamp": dg.MetadataValue.timestamp(last_loaded_at)}
    )


observe_partner_orders = dg.ScheduleDefinition(
    name="observe_partner_orders",
    job=dg.define_asset_job("observe_partner_orders_job", selection=[partner_orders]),
    cron_schedule="*/15 * * * *",
)

partner_orders_freshness = dg.build_last_update_freshness_checks(
    assets=[partner_orders],
    lower_bound_delta=timedelta(hours=1),
)

defs = dg.Definitions(
    assets=[partner_orders],
    asset_checks=partner_orders_freshness,
    schedules=[observe_partner_orders],
    sensors=[dg.build_sensor_for_freshness_checks(freshness_checks=partner_orders_freshness)],
    resources={"duckdb": DuckDBResource(database="warehouse.duckdb")},
)
