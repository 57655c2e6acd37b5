import io

import dagster as dg
import pandas as pd
from dagster_gcp import GCSResource

BUCKET = "acme-finance-exports"


@dg.asset(kinds={"gcs"})
def monthly_invoice_export(gcs: GCSResource) -> dg.MaterializeResult:
    """Invoices of the month, exported as CSV for the accounting firm."""
    invoices = pd.DataFrame(
        {
            "invoice_id": ["INV-3001", "INV-3002", "INV-3003"],
            "customer": ["Brightline Dental", "Oakhill Cafe", "Norr Studio"],
            "amount_eur": [1250.00, 86.40, 4310.75],
        }
    )
    buffer = io.StringIO()
    invoices.to_csv(buffer, index=False)

    client = gcs.get_client()
    blob = client.bucket(BUCKET).blob("exports/2025-04/invoices.csv")
    blob.upload_from_string(buffer.getvalue(), content_type="text/csv")

    return dg.MaterializeResult(
        metadata={
            "uri": dg.MetadataValue.url(f"gs://{BUCKET}/{blob.name}"),
            "dagster/row_count": len(invoices),
        }
    )


defs = dg.Definitions(
    assets=[monthly_invoice_export],
    resources={"gcs": GCSResource(project="acme-finance")},
)
