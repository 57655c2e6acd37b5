import dagster as dg


@dg.asset(key_prefix="raw")
def shipments() -> list[dict]:
    return [{"shipment_id": "s1", "days_in_transit": 3}, {"shipment_id": "s2", "days_in_transit": 6}]


# The parameter is called `rows`, and its key is `raw/shipments`, so the
# mapping from parameter to asset is spelled out with `ins`.
@dg.asset(ins={"rows": dg.AssetIn(key=["raw", "shipments"])})
def average_transit_days(rows: list[dict]) -> float:
    return sum(row["days_in_transit"] for row in rows) / len(rows)


defs = dg.Definitions(assets=[shipments, average_transit_days])
