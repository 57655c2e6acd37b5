from pathlib import Path

from dagster_dbt import DbtCliResource, DbtProject, dbt_assets

import dagster as dg

marketing_dbt = DbtProject(project_dir=Path(__file__).parent / "marketing_dbt")


@dbt_assets(manifest=marketing_dbt.manifest_path)
def marketing_dbt_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    # with_insights() attributes the bytes billed and slot time of each dbt query to its model
    yield from dbt.cli(["build"], context=context).stream().with_insights()


defs = dg.Definitions(
    assets=[marketing_dbt_models],
    resources={"dbt": DbtCliResource(project_dir=marketing_dbt)},
)
