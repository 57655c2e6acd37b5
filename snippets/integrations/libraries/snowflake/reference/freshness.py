from datetime import timedelta

import dagster as dg
from dagster_snowflake import SnowflakeResource, fetch_last_updated_timestamps


@dg.observable_source_asset(key=["raw", "tracking_events"])
def tracking_events(snowflake: SnowflakeResource) -> dg.ObserveResult:
    """Loaded into Snowflake by the carrier's Snowpipe, outside Dagster."""
    with snowflake.get_connection() as conn:
        updated = fetch_last_updated_timestamps(
            snowflake_connection=conn,
            database="LOGISTICS",
            schema="RAW",
            tables=["TRACKING_EVENTS"],
        )["TRACKING_EVENTS"]
    return dg.ObserveResult(
        data_version=dg.DataVersion(updated.isoformat()),
        metadata={"dagster/last_updated_timestamp": dg.MetadataValue.timestamp(updated)},
    )


# Fails when the table has not changed for three hours.
tracking_freshness = dg.build_last_update_freshness_checks(
    assets=[tracking_events], lower_bound_delta=timedelta(hours=3)
)

defs = dg.Definitions(
    assets=[tracking_events],
    asset_checks=tracking_freshness,
    sensors=[dg.build_sensor_for_freshness_checks(freshness_checks=tracking_freshness)],
    resources={
        "snowflake": SnowflakeResource(
            account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
            user=dg.EnvVar("SNOWFLAKE_USER"),
            password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
            warehouse="MONITORING_WH",
        )
    },
)
