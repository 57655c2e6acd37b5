from pathlib import Path

import dagster as dg
from dagster_dbt import DbtCliResource, DbtProject, dbt_assets

shop_project = DbtProject(project_dir=Path(__file__).parent / "shop_dbt")


@dbt_assets(manifest=shop_project.manifest_path)
def shop_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    yield from (
        dbt.cli(["build"], context=context)
        .stream()
        # Column names and types of every built table, without column lineage.
        .fetch_column_metadata(with_column_lineage=False)
        # Number of rows of every built table or view.
        .fetch_row_counts()
    )
