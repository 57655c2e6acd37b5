from dagster_cloud.dagster_insights import (
    InsightsSnowflakeResource,
    create_snowflake_insights_asset_and_schedule,
)

import dagster as dg


@dg.asset(kinds={"snowflake"}, group_name="inventory")
def stock_levels(snowflake: InsightsSnowflakeResource) -> dg.MaterializeResult:
    with snowflake.get_connection() as conn:
        cursor = conn.cursor()
        cursor.execute(
            """
            CREATE OR REPLACE TABLE ANALYTICS.STOCK_LEVELS AS
            SELECT sku, warehouse_id, SUM(quantity) AS on_hand
            FROM RAW.STOCK_MOVEMENTS
            GROUP BY sku, warehouse_id
            """
        )
        cursor.execute("SELECT COUNT(*) FROM ANALYTICS.STOCK_LEVELS")
        row_count = cursor.fetchone()[0]
    return dg.MaterializeResult(metadata={"row_count": row_count})


# An hourly-partitioned asset and a schedule that import Snowflake usage into Insights.
# Define them in one code location per deployment only.
snowflake_insights = create_snowflake_insights_asset_and_schedule(
    start_date="2025-04-01-00:00",
)

defs = dg.Definitions(
    assets=[stock_levels, *snowflake_insights.assets],
    schedules=[snowflake_insights.schedule],
    resources={
        # Same settings as dagster_snowflake.SnowflakeResource
        "snowflake": InsightsSnowflakeResource(
            account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
            user=dg.EnvVar("SNOWFLAKE_USER"),
            password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
            warehouse="TRANSFORMING",
            database="SHOP",
        ),
    },
)
