from pathlib import Path

import dagster as dg
from dagster_dbt import DbtCliResource, DbtProject, build_freshness_checks_from_dbt_assets, dbt_assets

shop_project = DbtProject(project_dir=Path(__file__).parent / "shop_dbt")


@dbt_assets(manifest=shop_project.manifest_path)
def shop_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    yield from dbt.cli(["build"], context=context).stream()


# One check per model whose dbt meta has a `dagster.freshness_check` entry.
freshness_checks = build_freshness_checks_from_dbt_assets(dbt_assets=[shop_models])

defs = dg.Definitions(
    assets=[shop_models],
    asset_checks=freshness_checks,
    sensors=[dg.build_sensor_for_freshness_checks(freshness_checks=freshness_checks)],
    resources={"dbt": DbtCliResource(project_dir=shop_project)},
)
