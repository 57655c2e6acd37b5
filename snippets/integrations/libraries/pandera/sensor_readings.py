import dagster as dg
import pandas as pd
import pandera as pa
from dagster_pandera import pandera_schema_to_dagster_type
from pandera.typing import Series


class SensorReadings(pa.DataFrameModel):
    """Hourly readings from the cold-storage temperature sensors."""

    sensor_id: Series[str] = pa.Field(str_startswith="CS-")
    reading_at: Series[pd.Timestamp]
    temperature_c: Series[float] = pa.Field(ge=-40.0, le=15.0)
    battery_pct: Series[int] = pa.Field(in_range={"min_value": 0, "max_value": 100})

    class Config:
        strict = True  # columns not listed above are an error


SensorReadingsType = pandera_schema_to_dagster_type(SensorReadings)


@dg.asset(dagster_type=SensorReadingsType)
def cold_storage_readings() -> pd.DataFrame:
    """The last hour of readings, as delivered by the sensor gateway."""
    return pd.DataFrame(
        {
            "sensor_id": ["CS-01", "CS-02", "CS-03"],
            "reading_at": pd.to_datetime(["2025-04-02 06:00"] * 3),
            "temperature_c": [3.8, 4.1, 22.5],
            "battery_pct": [88, 64, 91],
        }
    )


defs = dg.Definitions(assets=[cold_storage_readings])
