import dagster as dg
from dagster_snowflake import SnowflakeResource

# A table that another system loads into Snowflake. Dagster only records that it exists,
# so the asset graph shows where late_shipments_by_region gets its data from.
carrier_contracts = dg.AssetSpec(
    key=["carrier_contracts"],
    description="Contract terms per carrier, loaded nightly by the procurement system.",
    kinds={"snowflake"},
)


@dg.asset(deps=[carrier_contracts], kinds={"snowflake"})
def late_shipments_by_region(snowflake: SnowflakeResource) -> dg.MaterializeResult:
    """Late deliveries joined with the region each carrier's contract covers."""
    with snowflake.get_connection() as conn:
        cursor = conn.cursor()
        cursor.execute(
            """
            create or replace table ANALYTICS.LATE_SHIPMENTS_BY_REGION as
            select c.region, count(*) as late_shipments
            from ANALYTICS.LATE_DELIVERIES as d
            join RAW.CARRIER_CONTRACTS as c on c.carrier = d.carrier
            group by c.region
            """
        )
        regions = cursor.execute(
            "select count(*) from ANALYTICS.LATE_SHIPMENTS_BY_REGION"
        ).fetchone()[0]
    return dg.MaterializeResult(metadata={"dagster/row_count": regions})


defs = dg.Definitions(
    assets=[carrier_contracts, late_shipments_by_region],
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
