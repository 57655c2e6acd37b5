import dagster as dg
import pandas as pd
from dagster_gcp import GCSPickleIOManager, GCSResource


@dg.asset
def overdue_invoices() -> pd.DataFrame:
    return pd.DataFrame({"invoice_id": ["INV-2877", "INV-2910"], "days_overdue": [34, 12]})


@dg.asset
def dunning_letters(overdue_invoices: pd.DataFrame) -> list[str]:
    # Loaded from the bucket: this step may run in another process or container.
    return [
        f"Reminder: {row.invoice_id} is {row.days_overdue} days overdue"
        for row in overdue_invoices.itertuples()
    ]


defs = dg.Definitions(
    assets=[overdue_invoices, dunning_letters],
    resources={
        "io_manager": GCSPickleIOManager(
            gcs=GCSResource(project="acme-finance"),
            gcs_bucket="acme-dagster-storage",
            gcs_prefix="finance",
        )
    },
)
