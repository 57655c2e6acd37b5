import dagster as dg
import pandas as pd
from dagster_deltalake import LocalConfig
from dagster_deltalake_pandas import DeltaLakePandasIOManager


# [start:assets]
@dg.asset(key_prefix=["weather"], kinds={"pandas", "deltalake"})
def station_readings() -> pd.DataFrame:
    """Hourly readings reported by three rooftop weather stations."""
    return pd.DataFrame(
        {
            "station_id": ["roof-a", "roof-a", "roof-b", "roof-b", "roof-c"],
            "reading_hour": pd.to_datetime(
                [
                    "2025-04-01 08:00",
                    "2025-04-01 09:00",
                    "2025-04-01 08:00",
                    "2025-04-01 09:00",
                    "2025-04-01 08:00",
                ]
            ),
            "temperature_c": [11.2, 12.9, 10.4, 12.1, 9.8],
            "rainfall_mm": [0.0, 0.4, 0.0, 1.2, 0.0],
        }
    )


@dg.asset(
    key_prefix=["weather"],
    ins={"station_readings": dg.AssetIn(key=["weather", "station_readings"])},
    kinds={"pandas", "deltalake"},
)
def station_summary(station_readings: pd.DataFrame) -> pd.DataFrame:
    """Average temperature and total rainfall per station."""
    return station_readings.groupby("station_id", as_index=False).agg(
        mean_temperature_c=("temperature_c", "mean"),
        total_rainfall_mm=("rainfall_mm", "sum"),
    )
# [end:assets]


# [start:definitions]
defs = dg.Definitions(
    assets=[station_readings, station_summary],
    resources={
        "io_manager": DeltaLakePandasIOManager(
            root_uri="lake",
            storage_options=LocalConfig(),
        )
    },
)
# [end:definitions]
