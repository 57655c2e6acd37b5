import dagster as dg
import pandas as pd
from dagster_gcp_pandas import BigQueryPandasIOManager


@dg.asset(key_prefix=["bikeshare"], io_manager_key="warehouse_io_manager")
def station_status() -> pd.DataFrame:
    """Stored as the table bikeshare.station_status."""
    return pd.DataFrame({"station_id": [2497, 2498], "docks_free": [7, 0]})


@dg.asset(io_manager_key="files_io_manager")
def full_stations(station_status: pd.DataFrame) -> list[int]:
    """A small Python list, pickled to local files rather than written to BigQuery."""
    return station_status.loc[station_status["docks_free"] == 0, "station_id"].tolist()


defs = dg.Definitions(
    assets=[station_status, full_stations],
    resources={
        "warehouse_io_manager": BigQueryPandasIOManager(
            project=dg.EnvVar("GCP_PROJECT"), location="US"
        ),
        "files_io_manager": dg.FilesystemIOManager(base_dir="data/io"),
    },
)
