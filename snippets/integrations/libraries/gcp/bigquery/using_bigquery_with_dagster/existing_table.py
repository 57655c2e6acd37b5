import dagster as dg
import pandas as pd
from dagster_gcp_pandas import BigQueryPandasIOManager

# A table that the finance team keeps in the bikeshare dataset: one row per subscriber type,
# with its monthly price. Dagster never materializes it; the I/O manager only reads it.
subscriber_plans = dg.AssetSpec(
    key=["bikeshare", "subscriber_plans"],
    description="Price of each subscriber type, maintained by finance.",
).with_io_manager_key("io_manager")


@dg.asset(
    key_prefix=["bikeshare"],
    ins={
        "recent_trips": dg.AssetIn(key=["bikeshare", "recent_trips"]),
        "subscriber_plans": dg.AssetIn(key=["bikeshare", "subscriber_plans"]),
    },
    kinds={"pandas", "bigquery"},
)
def rides_by_plan(
    recent_trips: pd.DataFrame, subscriber_plans: pd.DataFrame
) -> pd.DataFrame:
    """Rides per subscriber type, with the plan's monthly price."""
    rides = recent_trips.groupby("subscriber_type", as_index=False).size()
    return rides.merge(subscriber_plans, on="subscriber_type", how="left")


defs = dg.Definitions(
    assets=[subscriber_plans, rides_by_plan],
    resources={
        "io_manager": BigQueryPandasIOManager(
            project=dg.EnvVar("GCP_PROJECT"), location="US"
        ),
    },
)
