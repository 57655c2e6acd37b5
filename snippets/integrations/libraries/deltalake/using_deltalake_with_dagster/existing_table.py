import dagster as dg
import pandas as pd
from dagster_deltalake import LocalConfig
from dagster_deltalake_pandas import DeltaLakePandasIOManager

# lake/weather/station_sites is written by the facilities team's own job, not by Dagster.
# Declaring it puts the table in the asset graph, and the I/O manager can read it.
station_sites = dg.AssetSpec(
    key=["weather", "station_sites"],
    description="Location and roof height of each weather station.",
).with_io_manager_key("io_manager")


@dg.asset(
    key_prefix=["weather"],
    ins={
        "station_summary": dg.AssetIn(key=["weather", "station_summary"]),
        "station_sites": dg.AssetIn(key=["weather", "station_sites"]),
    },
    kinds={"pandas", "deltalake"},
)
def station_report(station_summary: pd.DataFrame, station_sites: pd.DataFrame) -> pd.DataFrame:
    """The per-station summary with each station's site details."""
    return station_summary.merge(station_sites, on="station_id", how="left")


defs = dg.Definitions(
    assets=[station_sites, station_report],
    resources={
        "io_manager": DeltaLakePandasIOManager(root_uri="lake", storage_options=LocalConfig())
    },
)
