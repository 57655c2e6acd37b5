from pathlib import Path

import dagster as dg
from dagster_dbt import DbtCliResource, DbtProject, dbt_assets

# [start:project]
# This file is src/analytics/defs/dbt.py; the dbt project is at the repository root.
REPO_ROOT = Path(__file__).resolve().parents[3]

analytics_project = DbtProject(
    # The folder that holds dbt_project.yml.
    project_dir=REPO_ROOT / "analytics_dbt",
    # Inside the Python package: where `dagster-dbt project prepare-and-package`
    # copies the project and its manifest for deployment.
    packaged_project_dir=REPO_ROOT / "src" / "analytics" / "dbt-project",
)
# Under `dagster dev`, run `dbt parse` so the manifest follows your edits.
analytics_project.prepare_if_dev()
# [end:project]


# [start:assets]
@dbt_assets(manifest=analytics_project.manifest_path, project=analytics_project)
def analytics_dbt_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    # Passing the context lets Dagster add the selected models to the command.
    yield from dbt.cli(["build"], context=context).stream()
# [end:assets]


# [start:definitions]
defs = dg.Definitions(
    assets=[analytics_dbt_models],
    resources={"dbt": DbtCliResource(project_dir=analytics_project)},
)
# [end:definitions]
