import csv

import dagster as dg
from dagster_snowflake import SnowflakeResource


# [start:carrier_scans]
@dg.asset(kinds={"snowflake"})
def carrier_scans(snowflake: SnowflakeResource) -> dg.MaterializeResult:
    """Parcel scans exported by our carriers, loaded into Snowflake as they are."""
    with open("data/carrier_scans.csv", newline="") as export:
        rows = [
            (row["shipment_id"], row["carrier"], row["event"], row["scanned_at"])
            for row in csv.DictReader(export)
        ]

    with snowflake.get_connection() as conn:
        cursor = conn.cursor()
        cursor.execute("create schema if not exists RAW")
        cursor.execute(
            """
            create or replace table RAW.CARRIER_SCANS (
                shipment_id varchar,
                carrier varchar,
                event varchar,
                scanned_at timestamp_ntz
            )
            """
        )
        cursor.executemany(
            "insert into RAW.CARRIER_SCANS values (%s, %s, %s, %s)", rows
        )

    return dg.MaterializeResult(metadata={"dagster/row_count": len(rows)})
# [end:carrier_scans]


# [start:late_deliveries]
@dg.asset(deps=[carrier_scans], kinds={"snowflake"})
def late_deliveries(snowflake: SnowflakeResource) -> dg.MaterializeResult:
    """Shipments delivered more than two days after pickup."""
    with snowflake.get_connection() as conn:
        cursor = conn.cursor()
        cursor.execute("create schema if not exists ANALYTICS")
        cursor.execute(
            """
            create or replace table ANALYTICS.LATE_DELIVERIES as
            with journeys as (
                select
                    shipment_id,
                    carrier,
                    min(iff(event = 'picked_up', scanned_at, null)) as picked_up_at,
                    max(iff(event = 'delivered', scanned_at, null)) as delivered_at
                from RAW.CARRIER_SCANS
                group by shipment_id, carrier
            )
            select *
            from journeys
            where datediff('hour', picked_up_at, delivered_at) > 48
            """
        )
        late_count = cursor.execute(
            "select count(*) from ANALYTICS.LATE_DELIVERIES"
        ).fetchone()[0]

    return dg.MaterializeResult(metadata={"late_shipments": late_count})
# [end:late_deliveries]


# [start:definitions]
defs = dg.Definitions(
    assets=[carrier_scans, late_deliveries],
    resources={
        "snowflake": SnowflakeResource(
            account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
            user=dg.EnvVar("SNOWFLAKE_USER"),
            password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
            warehouse="TRANSFORM_WH",
            database="LOGISTICS",
            role="PIPELINE_ROLE",
        )
    },
)
# [end:definitions]
