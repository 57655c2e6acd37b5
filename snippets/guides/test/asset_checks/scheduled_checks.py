import dagster as dg
from dagster_duckdb import DuckDBResource

shipments = dg.AssetSpec("shipments", description="Loaded by the warehouse team's own tool")


@dg.asset_check(asset=shipments)
def shipments_arrived_today(duckdb: DuckDBResource) -> dg.AssetCheckResult:
    with duckdb.get_connection() as conn:
        todays_rows = conn.execute(
            "select count(*) from shipments where shipped_at >= current_date"
        ).fetchone()[0]
    return dg.AssetCheckResult(passed=todays_rows > 0, metadata={"todays_rows": todays_rows})


shipment_checks_job = dg.define_asset_job(
    "shipment_checks_job",
    selection=dg.AssetSelection.checks(shipments_arrived_today),
)

evening_shipment_checks = dg.ScheduleDefinition(
    job=shipment_checks_job,
    cron_schedule="0 18 * * 1-5",
    execution_timezone="Europe/Amsterdam",
)

defs = dg.Definitions(
    assets=[shipments],
    asset_checks=[shipments_arrived_today],
    jobs=[shipment_checks_job],
    schedules=[evening_shipment_checks],
    resources={"duckdb": DuckDBResource(database="warehouse.duckdb")},
)
