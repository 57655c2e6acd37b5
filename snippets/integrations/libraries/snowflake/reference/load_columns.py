import dagster as dg
import pandas as pd


@dg.asset(
    key_prefix=["analytics"],
    ins={
        "carrier_scans": dg.AssetIn(
            key=["raw", "carrier_scans"],
            # Only these columns are selected from RAW.CARRIER_SCANS.
            metadata={"columns": ["carrier", "event"]},
        )
    },
)
def scan_events_per_carrier(carrier_scans: pd.DataFrame) -> pd.DataFrame:
    return carrier_scans.groupby(["carrier", "event"], as_index=False).size()
