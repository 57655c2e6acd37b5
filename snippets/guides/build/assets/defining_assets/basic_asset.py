import csv
from pathlib import Path

import dagster as dg

EXPORT_DIR = Path("data")


@dg.asset
def customer_export(context: dg.AssetExecutionContext) -> None:
    """A CSV file with one line per active customer."""
    EXPORT_DIR.mkdir(exist_ok=True)
    rows = [("c-001", "Ada"), ("c-002", "Grace"), ("c-003", "Linus")]
    with open(EXPORT_DIR / "customers.csv", "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["customer_id", "name"])
        writer.writerows(rows)
    context.log.info(f"Wrote {len(rows)} customers in run {context.run.run_id}")


defs = dg.Definitions(assets=[customer_export])
