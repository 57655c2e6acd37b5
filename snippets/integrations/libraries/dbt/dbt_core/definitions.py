from pathlib import Path

import dagster as dg
from dagster_dbt import DbtCliResource, DbtProject, dbt_assets

# [start:project]
analytics_project = DbtProject(
    # The folder that holds dbt_project.yml, next to this Python package.
    project_dir=Path(__file__).joinpath("..", "..", "..", "analytics_dbt").resolve(),
    # Where `dagster-dbt project prepare-and-package` copies the project for deployment.
    packaged_project_dir=Path(__file__).joinpath("..", "dbt-project").resolve(),
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
