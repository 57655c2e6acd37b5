import dagster as dg
import polars as pl
from dagster_polars import PolarsParquetIOManager

daily = dg.DailyPartitionsDefinition(start_date="2025-03-01")


@dg.asset(partitions_def=daily)
def bike_trips(context: dg.AssetExecutionContext) -> pl.DataFrame:
    """One day of trips from the bike-share system's export."""
    day = context.partition_key
    return pl.DataFrame(
        {
            "trip_id": [7001, 7002, 7003],
            "start_station": ["Central", "Harbor", "Central"],
            "duration_min": [12.5, 31.0, 7.25],
            "day": [day, day, day],
        }
    )


@dg.asset(partitions_def=daily)
def long_trips(bike_trips: pl.LazyFrame) -> pl.LazyFrame:
    """Trips over 30 minutes. The input is scanned lazily; only the filtered
    rows are computed when the result is written."""
    return bike_trips.filter(pl.col("duration_min") > 30)


@dg.asset
def station_popularity(bike_trips: dict[str, pl.LazyFrame]) -> pl.DataFrame:
    """Trips per start station over every day loaded so far."""
    # A non-partitioned asset receives all partitions, keyed by partition key.
    all_days = pl.concat(bike_trips.values())
    return (
        all_days.group_by("start_station")
        .agg(pl.len().alias("trips"))
        .sort("trips", descending=True)
        .collect()
    )


defs = dg.Definitions(
    assets=[bike_trips, long_trips, station_popularity],
    resources={
        # Every asset without its own io_manager_key uses this I/O manager.
        "io_manager": PolarsParquetIOManager(base_dir="s3://mobility-lake/bike-share"),
    },
)
