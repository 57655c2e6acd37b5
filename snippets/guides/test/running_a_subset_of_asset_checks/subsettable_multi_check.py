from collections.abc import Iterable

import dagster as dg
from dagster_duckdb import DuckDBResource

# One query per check. A run evaluates only the checks it selected.
CHECK_QUERIES = {
    "no_negative_amounts": "select count(*) from invoices where amount < 0",
    "currency_is_set": "select count(*) from invoices where currency is null",
    "due_after_issue": "select count(*) from invoices where due_date < issued_date",
}


@dg.multi_asset_check(
    specs=[dg.AssetCheckSpec(name, asset="invoices") for name in CHECK_QUERIES],
    can_subset=True,
)
def invoice_checks(
    context: dg.AssetCheckExecutionContext, duckdb: DuckDBResource
) -> Iterable[dg.AssetCheckResult]:
    with duckdb.get_connection() as conn:
        for check_key in context.selected_asset_check_keys:
            bad_rows = conn.execute(CHECK_QUERIES[check_key.name]).fetchone()[0]
            yield dg.AssetCheckResult(
                check_name=check_key.name,
                passed=bad_rows == 0,
                metadata={"bad_rows": bad_rows},
            )
