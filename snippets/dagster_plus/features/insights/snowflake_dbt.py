from pathlib import Path

from dagster_cloud.dagster_insights import (
    InsightsSnowflakeResource,
    create_snowflake_insights_asset_and_schedule,
)
from dagster_dbt import DbtCliResource, DbtProject, dbt_assets

import dagster as dg

shop_dbt = DbtProject(project_dir=Path(__file__).parent / "shop_dbt")


@dbt_assets(manifest=shop_dbt.manifest_path)
def shop_dbt_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    # with_insights() tags each dbt query so its Snowflake cost is attributed to the model
    yield from dbt.cli(["build"], context=context).stream().with_insights()


snowflake_insights = create_snowflake_insights_asset_and_schedule(
    start_date="2025-04-01-00:00",
)

defs = dg.Definitions(
    assets=[shop_dbt_models, *snowflake_insights.assets],
    schedules=[snowflake_insights.schedule],
    resources={
        "dbt": DbtCliResource(project_dir=shop_dbt),
        # Used by the import asset to read Snowflake's query history
        "snowflake": InsightsSnowflakeResource(
            account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
            user=dg.EnvVar("SNOWFLAKE_USER"),
            password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
            warehouse="TRANSFORMING",
        ),
    },
)
