from pathlib import Path

import dagster as dg
from dagster_dbt import DbtCliResource, DbtProject, dbt_assets

DBT_PROJECT_DIR = Path("/opt/shop/analytics_dbt")

analytics_dbt = DbtProject(project_dir=DBT_PROJECT_DIR, target="prod")
# Compiles the manifest when you run `dagster dev`. In a deployment, build it in CI
# with `dagster-dbt project prepare-and-package` or `dbt parse` instead.
analytics_dbt.prepare_if_dev()


@dbt_assets(manifest=analytics_dbt.manifest_path, project=analytics_dbt, select="tag:nightly")
def nightly_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    yield from dbt.cli(["build"], context=context).stream()


defs = dg.Definitions(
    assets=[nightly_models],
    resources={
        "dbt": DbtCliResource(
            project_dir=analytics_dbt,
            profiles_dir=str(DBT_PROJECT_DIR),
            target="prod",
        )
    },
)
