import json
from pathlib import Path

import dagster as dg
from dagster_dbt import DbtCliResource, DbtProject, dbt_assets

shop_project = DbtProject(project_dir=Path(__file__).parent / "shop_dbt")
daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")


@dbt_assets(
    manifest=shop_project.manifest_path,
    select="tag:incremental",
    partitions_def=daily,
)
def incremental_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    # One day for a single partition; the whole range for a single-run backfill.
    window = context.partition_time_window
    dbt_vars = {"min_date": window.start.isoformat(), "max_date": window.end.isoformat()}
    yield from dbt.cli(["build", "--vars", json.dumps(dbt_vars)], context=context).stream()
