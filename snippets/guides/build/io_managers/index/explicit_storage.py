import csv
from pathlib import Path

import dagster as dg

ORDERS_CSV = Path("data/orders.csv")
SUMMARY_CSV = Path("data/revenue_by_customer.csv")


@dg.asset
def orders_file() -> dg.MaterializeResult:
    ORDERS_CSV.parent.mkdir(parents=True, exist_ok=True)
    with ORDERS_CSV.open("w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["order_id", "customer", "amount"])
        writer.writerows([[1, "ana", 42.0], [2, "ben", 17.5], [3, "ana", 8.25]])
    return dg.MaterializeResult(metadata={"path": dg.MetadataValue.path(str(ORDERS_CSV))})


@dg.asset(deps=[orders_file])
def revenue_file() -> dg.MaterializeResult:
    totals: dict[str, float] = {}
    with ORDERS_CSV.open() as f:
        for row in csv.DictReader(f):
            totals[row["customer"]] = totals.get(row["customer"], 0.0) + float(row["amount"])
    with SUMMARY_CSV.open("w", newline="") as f:
        csv.writer(f).writerows(sorted(totals.items()))
    return dg.MaterializeResult(metadata={"customers": len(totals)})


defs = dg.Definitions(assets=[orders_file, revenue_file])
