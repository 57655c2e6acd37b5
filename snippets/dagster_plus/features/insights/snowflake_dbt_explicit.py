from pathlib import Path

from dagster_cloud.dagster_insights import dbt_with_snowflake_insights
from dagster_dbt import DbtCliResource, DbtProject, dbt_assets

import dagster as dg

shop_dbt = DbtProject(project_dir=Path(__file__).parent / "shop_dbt")


@dbt_assets(manifest=shop_dbt.manifest_path)
def shop_dbt_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    invocation = dbt.cli(["build"], context=context)
    yield from dbt_with_snowflake_insights(context, invocation)


defs = dg.Definitions(
    assets=[shop_dbt_models],
    resources={"dbt": DbtCliResource(project_dir=shop_dbt)},
)
