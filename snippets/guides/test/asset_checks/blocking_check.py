import pandas as pd

import dagster as dg


@dg.asset
def shipments() -> pd.DataFrame:
    return pd.read_csv("data/shipments.csv")


@dg.asset_check(asset=shipments, blocking=True)
def shipment_ids_are_unique(shipments: pd.DataFrame) -> dg.AssetCheckResult:
    duplicates = int(shipments["shipment_id"].duplicated().sum())
    return dg.AssetCheckResult(passed=duplicates == 0, metadata={"duplicates": duplicates})


@dg.asset(deps=[shipments])
def carrier_invoice_lines() -> None:
    """Bills each carrier for its shipments. A duplicate shipment would be billed twice."""
    ...


defs = dg.Definitions(
    assets=[shipments, carrier_invoice_lines],
    asset_checks=[shipment_ids_are_unique],
)
