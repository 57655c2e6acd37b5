from collections.abc import Iterable
from typing import Union

import dagster as dg
from dagster_duckdb import DuckDBResource

SOURCE_FILES = {
    "invoices": "exports/invoices.parquet",
    "credit_notes": "exports/credit_notes.parquet",
}


@dg.multi_asset(
    specs=[dg.AssetSpec(name, skippable=True) for name in SOURCE_FILES],
    check_specs=[dg.AssetCheckSpec(f"{name}_has_rows", asset=name) for name in SOURCE_FILES],
    can_subset=True,
)
def billing_tables(
    context: dg.AssetExecutionContext, duckdb: DuckDBResource
) -> Iterable[Union[dg.MaterializeResult, dg.AssetCheckResult]]:
    with duckdb.get_connection() as conn:
        for asset_key in context.selected_asset_keys:
            table = asset_key.path[-1]
            conn.execute(
                f"create or replace table {table} as select * from read_parquet(?)",
                [SOURCE_FILES[table]],
            )
            yield dg.MaterializeResult(asset_key=asset_key)

        # Evaluate the selected checks, whether or not this run loaded their tables.
        for check_key in context.selected_asset_check_keys:
            table = check_key.asset_key.path[-1]
            row_count = conn.execute(f"select count(*) from {table}").fetchone()[0]
            yield dg.AssetCheckResult(
                asset_key=check_key.asset_key,
                check_name=check_key.name,
                passed=row_count > 0,
                metadata={"row_count": row_count},
            )
