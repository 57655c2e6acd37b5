from pathlib import Path

import dagster as dg
from dagster_dbt import DbtCliResource, DbtProject, dbt_assets

shop_project = DbtProject(project_dir=Path(__file__).parent / "shop_dbt")
shop_project.prepare_if_dev()


# Models tagged `hourly` in dbt, as one definition...
@dbt_assets(manifest=shop_project.manifest_path, select="tag:hourly")
def hourly_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    yield from dbt.cli(["build"], context=context).stream()


# ...and everything else, including seeds and snapshots, as another.
@dbt_assets(manifest=shop_project.manifest_path, exclude="tag:hourly")
def daily_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    yield from dbt.cli(["build"], context=context).stream()


defs = dg.Definitions(
    assets=[hourly_models, daily_models],
    resources={"dbt": DbtCliResource(project_dir=shop_project)},
)
