import dagster as dg
from dagster_duckdb import DuckDBResource


@dg.asset_check(asset="shipments", description="No shipment weighs zero or less")
def shipment_weights_are_positive(duckdb: DuckDBResource) -> dg.AssetCheckResult:
    with duckdb.get_connection() as conn:
        bad_rows = conn.execute("select count(*) from shipments where weight_kg <= 0").fetchone()[0]
    return dg.AssetCheckResult(
        passed=bad_rows == 0,
        severity=dg.AssetCheckSeverity.WARN,
        metadata={"bad_rows": bad_rows},
        description=f"{bad_rows} shipments have a weight of zero or less",
    )
