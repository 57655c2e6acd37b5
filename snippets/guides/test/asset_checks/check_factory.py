from collections.abc import Sequence

import dagster as dg
from dagster_duckdb import DuckDBResource


def build_not_null_check(table: str, column: str) -> dg.AssetChecksDefinition:
    @dg.asset_check(asset=table, name=f"{column}_is_not_null")
    def _not_null(duckdb: DuckDBResource) -> dg.AssetCheckResult:
        with duckdb.get_connection() as conn:
            nulls = conn.execute(f"select count(*) from {table} where {column} is null").fetchone()[0]
        return dg.AssetCheckResult(passed=nulls == 0, metadata={"null_rows": nulls})

    return _not_null


def build_not_null_checks(table: str, columns: Sequence[str]) -> list[dg.AssetChecksDefinition]:
    return [build_not_null_check(table, column) for column in columns]


not_null_checks = [
    *build_not_null_checks("shipments", ["shipment_id", "carrier", "shipped_at"]),
    *build_not_null_checks("returns", ["return_id", "shipment_id"]),
]
