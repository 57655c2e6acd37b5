import dagster as dg
import pandas as pd
from dagster_deltalake import LocalConfig
from dagster_deltalake_pandas import DeltaLakePandasIOManager


# [start:pandas]
@dg.asset(key_prefix=["weather"])
def daily_readings() -> pd.DataFrame:
    return pd.DataFrame({"station": ["KSEA", "KPDX"], "max_temp_c": [14.2, 16.8]})


@dg.asset(key_prefix=["weather"])
def warmest_station(daily_readings: pd.DataFrame) -> str:
    # The I/O manager reads the Delta table back into a data frame.
    return daily_readings.sort_values("max_temp_c").iloc[-1]["station"]


defs = dg.Definitions(
    assets=[daily_readings, warmest_station],
    resources={
        "io_manager": DeltaLakePandasIOManager(
            root_uri="data/delta",
            storage_options=LocalConfig(),
            schema="weather",
        )
    },
)
# [end:pandas]
