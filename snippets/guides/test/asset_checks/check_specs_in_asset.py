import pandas as pd

import dagster as dg


@dg.asset(check_specs=[dg.AssetCheckSpec("row_count_matches_export", asset="shipments")])
def shipments() -> dg.MaterializeResult:
    export = pd.read_csv("data/shipments.csv")
    cleaned = export.drop_duplicates(subset="shipment_id")
    cleaned.to_parquet("warehouse/shipments.parquet")

    return dg.MaterializeResult(
        metadata={"row_count": len(cleaned)},
        check_results=[
            dg.AssetCheckResult(
                check_name="row_count_matches_export",
                passed=len(cleaned) == len(export),
                metadata={"dropped_rows": len(export) - len(cleaned)},
            )
        ],
    )
