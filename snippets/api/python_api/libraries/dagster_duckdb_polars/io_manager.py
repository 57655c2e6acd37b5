import dagster as dg
import polars as pl
from dagster_duckdb_polars import DuckDBPolarsIOManager


# [start:io_manager]
@dg.asset
def weather_readings() -> pl.DataFrame:
    return pl.DataFrame({"station": ["berlin", "oslo", "berlin"], "temp_c": [21.5, 14.2, 19.8]})


@dg.asset
def station_averages(weather_readings: pl.DataFrame) -> pl.DataFrame:
    return weather_readings.group_by("station").agg(pl.col("temp_c").mean())


# Both tables land in the "weather" schema of weather.duckdb.
defs = dg.Definitions(
    assets=[weather_readings, station_averages],
    resources={"io_manager": DuckDBPolarsIOManager(database="weather.duckdb", schema="weather")},
)
# [end:io_manager]
