import dagster as dg


class InvoiceExportConfig(dg.Config):
    """Settings someone can change each time the export runs."""

    region: str
    min_total_cents: int = 0
    include_refunds: bool = False


@dg.asset
def invoice_export(context: dg.AssetExecutionContext, config: InvoiceExportConfig) -> None:
    context.log.info(
        f"Exporting invoices for {config.region} above {config.min_total_cents} cents "
        f"(refunds included: {config.include_refunds})"
    )


defs = dg.Definitions(assets=[invoice_export])
