import sqlite3

import dagster as dg

DATABASE = "warehouse.sqlite"


def build_summary_asset(table: str, group_by: str) -> dg.AssetsDefinition:
    """Returns an asset that summarizes one column of one table."""

    @dg.asset(
        name=f"{table}_by_{group_by}",
        group_name="summaries",
        kinds={"sqlite"},
        description=f"Row counts of `{table}` grouped by `{group_by}`.",
    )
    def _summary() -> dg.MaterializeResult:
        with sqlite3.connect(DATABASE) as conn:
            rows = conn.execute(
                f"SELECT {group_by}, COUNT(*) FROM {table} GROUP BY {group_by}"
            ).fetchall()
        return dg.MaterializeResult(metadata={"groups": len(rows)})

    return _summary


summary_assets = [
    build_summary_asset("orders", "region"),
    build_summary_asset("orders", "channel"),
    build_summary_asset("tickets", "priority"),
]

defs = dg.Definitions(assets=summary_assets)
