import dagster as dg
from dagster_deltalake import DeltaTableResource, LocalConfig


@dg.asset(deps=[dg.AssetKey(["billing", "regional_invoices"])])
def invoice_table_stats(invoices: DeltaTableResource) -> dg.MaterializeResult:
    table = invoices.load()
    frame = table.to_pandas(columns=["region", "amount"])
    return dg.MaterializeResult(
        metadata={
            "table_version": table.version(),
            "total_amount": float(frame["amount"].sum()),
        }
    )


defs = dg.Definitions(
    assets=[invoice_table_stats],
    resources={
        "invoices": DeltaTableResource(
            url="lake/billing/regional_invoices",
            storage_options=LocalConfig(),
        )
    },
)
