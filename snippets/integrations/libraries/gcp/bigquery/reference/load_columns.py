import dagster as dg
import pandas as pd


@dg.asset(
    key_prefix=["bikeshare"],
    ins={
        "daily_rides": dg.AssetIn(
            key=["bikeshare", "daily_rides"],
            # The I/O manager selects only these columns from the table.
            metadata={"columns": ["bike_id", "minutes"]},
        )
    },
)
def minutes_per_bike(daily_rides: pd.DataFrame) -> pd.DataFrame:
    return daily_rides.groupby("bike_id", as_index=False)["minutes"].sum()
