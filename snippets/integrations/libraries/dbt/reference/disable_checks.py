from pathlib import Path

import dagster as dg
from dagster_dbt import DagsterDbtTranslator, DagsterDbtTranslatorSettings, DbtCliResource, DbtProject, dbt_assets

shop_project = DbtProject(project_dir=Path(__file__).parent / "shop_dbt")

# dbt tests still run with `dbt build`, but are recorded as observations, not checks.
tests_as_observations = DagsterDbtTranslator(
    settings=DagsterDbtTranslatorSettings(enable_asset_checks=False)
)


@dbt_assets(manifest=shop_project.manifest_path, dagster_dbt_translator=tests_as_observations)
def shop_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    yield from dbt.cli(["build"], context=context).stream()
