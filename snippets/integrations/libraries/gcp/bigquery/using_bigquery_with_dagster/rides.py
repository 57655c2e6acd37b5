import dagster as dg
import pandas as pd
from dagster_gcp import BigQueryResource
from dagster_gcp_pandas import BigQueryPandasIOManager

PUBLIC_TRIPS = "bigquery-public-data.austin_bikeshare.bikeshare_trips"


# [start:popular_routes]
@dg.asset(kinds={"bigquery"})
def popular_routes(bigquery: BigQueryResource) -> dg.MaterializeResult:
    """The 20 most ridden station-to-station routes, computed inside BigQuery."""
    with bigquery.get_client() as client:
        job = client.query(
            f"""
            create or replace table bikeshare.popular_routes as
            select start_station_name, end_station_name, count(*) as rides
            from `{PUBLIC_TRIPS}`
            where start_station_name != end_station_name
            group by start_station_name, end_station_name
            order by rides desc
            limit 20
            """
        )
        job.result()  # wait for the query to finish
    return dg.MaterializeResult(
        metadata={"bytes_processed": job.total_bytes_processed}
    )
# [end:popular_routes]


# [start:frames]
@dg.asset(key_prefix=["bikeshare"], kinds={"pandas", "bigquery"})
def recent_trips(bigquery: BigQueryResource) -> pd.DataFrame:
    """A sample of the latest trips, pulled into pandas."""
    with bigquery.get_client() as client:
        return client.query(
            f"""
            select trip_id, subscriber_type, start_time, duration_minutes
            from `{PUBLIC_TRIPS}`
            order by start_time desc
            limit 5000
            """
        ).to_dataframe()


@dg.asset(
    key_prefix=["bikeshare"],
    ins={"recent_trips": dg.AssetIn(key=["bikeshare", "recent_trips"])},
    kinds={"pandas", "bigquery"},
)
def rides_by_hour(recent_trips: pd.DataFrame) -> pd.DataFrame:
    """Number of rides and median duration for each hour of the day."""
    hours = recent_trips["start_time"].dt.hour.rename("hour")
    return (
        recent_trips.groupby(hours)["duration_minutes"]
        .agg(rides="count", median_minutes="median")
        .reset_index()
    )
# [end:frames]


# [start:definitions]
defs = dg.Definitions(
    assets=[popular_routes, recent_trips, rides_by_hour],
    resources={
        "bigquery": BigQueryResource(project=dg.EnvVar("GCP_PROJECT"), location="US"),
        "io_manager": BigQueryPandasIOManager(
            project=dg.EnvVar("GCP_PROJECT"), location="US"
        ),
    },
)
# [end:definitions]
