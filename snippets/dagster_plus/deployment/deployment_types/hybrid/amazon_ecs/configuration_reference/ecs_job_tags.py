import dagster as dg


@dg.asset
def invoice_pdfs() -> None:
    """Renders every invoice of the day to PDF: memory-hungry work."""


@dg.asset(deps=[invoice_pdfs])
def invoice_archive() -> None:
    """Bundles the rendered PDFs into one archive per customer."""


# Each run of this job gets a Fargate task with 2 vCPU and 8 GiB of memory,
# whatever the code location or agent sets as the default.
render_invoices = dg.define_asset_job(
    name="render_invoices",
    selection=[invoice_pdfs, invoice_archive],
    tags={
        "ecs/cpu": "2048",
        "ecs/memory": "8192",
    },
)

defs = dg.Definitions(
    assets=[invoice_pdfs, invoice_archive],
    jobs=[render_invoices],
)
