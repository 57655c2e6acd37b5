import dagster as dg
from dagster_dbt import DbtCliResource, dbt_assets

from .project import roastery_project


@dbt_assets(manifest=roastery_project.manifest_path)
def roastery_dbt_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    yield from dbt.cli(["build"], context=context).stream()
