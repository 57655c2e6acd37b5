import pandas as pd

import dagster as dg


@dg.asset
def shipments() -> pd.DataFrame:
    """Yesterday's outbound shipments, exported by the warehouse system."""
    return pd.read_csv("data/shipments.csv")


@dg.asset_check(asset=shipments, description="Every shipment has a carrier tracking number")
def shipments_have_tracking_numbers(shipments: pd.DataFrame) -> dg.AssetCheckResult:
    missing = shipments[shipments["tracking_number"].isna()]
    return dg.AssetCheckResult(
        passed=missing.empty,
        metadata={
            "missing_count": len(missing),
            "sample_shipment_ids": dg.MetadataValue.json(missing["shipment_id"].head(10).tolist()),
        },
    )


defs = dg.Definitions(assets=[shipments], asset_checks=[shipments_have_tracking_numbers])
