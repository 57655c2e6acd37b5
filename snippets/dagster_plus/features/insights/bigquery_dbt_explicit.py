from pathlib import Path

from dagster_cloud.dagster_insights import dbt_with_bigquery_insights
from dagster_dbt import DbtCliResource, DbtProject, dbt_assets

import dagster as dg

marketing_dbt = DbtProject(project_dir=Path(__file__).parent / "marketing_dbt")


@dbt_assets(manifest=marketing_dbt.manifest_path)
def marketing_dbt_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    invocation = dbt.cli(["build"], context=context)
    yield from dbt_with_bigquery_insights(context, invocation)


defs = dg.Definitions(
    assets=[marketing_dbt_models],
    resources={"dbt": DbtCliResource(project_dir=marketing_dbt)},
)
