import dagster as dg


@dg.asset(
    key=["finance", "monthly_invoices"],
    group_name="billing",
    owners=["team:finance", "ana.lima@example.com"],
    kinds={"snowflake", "python"},
    tags={"tier": "gold", "pii": "false"},
    description="One row per invoice issued in the month, with totals in EUR.",
)
def monthly_invoices() -> dg.MaterializeResult:
    invoice_count = 1284  # stand-in for a query against the warehouse
    return dg.MaterializeResult(metadata={"row_count": invoice_count})


defs = dg.Definitions(assets=[monthly_invoices])
